import { getRoute, type RouteId } from '@patili/domain/access';
import type { PetList } from '@patili/domain/pets';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router';

import { json, stubApi } from '../../../../testing/api-stub';
import { IDS, providerProfile, quoteOf } from '../../../../testing/booking-factories';
import { renderWithApp, testUser } from '../../../../testing/render';
import BookProviderScreen from './book-provider';


const Where = () => {
  const location = useLocation();
  return <span data-testid="location">{`${location.pathname}${location.search}`}</span>;
};

const pets: PetList = { items: [], total: 0, page: 1, pageSize: 50 };

/** The screen at `path`, rendered for the route `id` (whose pattern names the provider's parameter). */
const renderScreen = (path: string, id: RouteId) =>
  renderWithApp(
    <>
      <BookProviderScreen />
      <Where />
    </>,
    { user: testUser(), path, route: getRoute(id).path },
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('book screen', () => {
  it("shows the kind's not-found message for a wrong role or unknown id, then goes to browse", async () => {
    const requests = stubApi({
      'GET /api/discovery/providers/*': () =>
        json(404, { code: 'NOT_FOUND', message: 'Gezdirici bulunamadı.' }),
      'GET /api/pets': () => json(200, pets),
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderScreen(`/owner/pet-walkers/book/${IDS.sitter}`, 'owner.petWalkers.book');
    expect(
      await screen.findByText('Gezdirici bulunamadı. Listeye yönlendiriliyorsun...'),
    ).toBeInTheDocument();
    expect(requests[0]).toMatchObject({ path: `/api/discovery/providers/${IDS.sitter}` });
    expect(requests[0]?.query.get('kind')).toBe('pet_walker');
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(screen.getByTestId('location')).toHaveTextContent('/owner/pet-walkers/browse');
  });

  it('books the vet of the address with the request carried from the request screen', async () => {
    stubApi({
      'GET /api/discovery/providers/*': () => json(200, providerProfile('veterinarian')),
      'GET /api/pets': () => json(200, pets),
      'GET /api/bookings/availability': () =>
        json(200, { providerId: IDS.vet, from: '', to: '', unavailableDays: [] }),
      'GET /api/bookings/quote': () => json(200, quoteOf('veterinarian')),
    });
    await renderScreen(
      `/owner/veterinarians/book/${IDS.vet}?service=vet_exam&date=2030-03-15&time=10:30`,
      'owner.veterinarians.book',
    );
    expect(await screen.findByRole('heading', { name: 'Veteriner randevusu' })).toBeInTheDocument();
    expect(screen.getByText('Dr. Kerem Veteriner')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Randevu türü/ })).toHaveValue(
      'Veteriner Randevusu',
    );
    expect(screen.getByRole('textbox', { name: /^Tarih/ })).toHaveValue('15.03.2030');
    // No pets yet: the owner is sent to add one first.
    expect(screen.getByRole('link', { name: /Evcil hayvan ekle/ })).toHaveAttribute(
      'href',
      '/owner/pets/new',
    );
    expect(screen.getByRole('button', { name: 'Rezervasyon talebi gönder' })).toBeDisabled();
  });
});
