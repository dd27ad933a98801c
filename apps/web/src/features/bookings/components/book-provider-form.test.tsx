import type { ProviderRole } from '@patili/domain/access';
import { addDays, istanbulToday } from '@patili/domain/shared';
import type { PublicProviderProfile, VetRequest } from '@patili/domain/discovery';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router';

import { json, stubApi, type StubRequest } from '../../../testing/api-stub';
import { bookingView, IDS, providerProfile, quoteOf } from '../../../testing/booking-factories';
import { renderWithApp, testUser } from '../../../testing/render';
import { BookProviderForm } from './book-provider-form';

const PETS = [
  { id: IDS.pet, name: 'Karabaş' },
  { id: IDS.pet2, name: 'Pamuk' },
];
const future = addDays(istanbulToday(new Date()), 30);
/** A `YYYY-MM-DD` date as the Turkish field shows and takes it. */
const turkish = (date: string) => date.split('-').reverse().join('.');

const Where = () => <span data-testid="location">{useLocation().pathname}</span>;

const renderForm = (
  kind: ProviderRole,
  {
    provider = providerProfile(kind),
    pets = PETS,
    vetRequest = null,
  }: { provider?: PublicProviderProfile; pets?: typeof PETS; vetRequest?: VetRequest | null } = {},
) =>
  renderWithApp(
    <>
      <BookProviderForm
        provider={provider}
        pets={pets}
        vetRequest={vetRequest}
        profilePath="/owner/providers/x"
      />
      <Where />
    </>,
    { user: testUser(), path: '/owner/book' },
  );

/** The booking API: no unavailable days, a quote for every term, and a created booking. */
const stubBookings = ({
  unavailableDays = [] as string[],
  quote = (request: StubRequest) => json(200, quoteOf(request.query.get('kind') as ProviderRole)),
} = {}) =>
  stubApi({
    'GET /api/bookings/availability': () =>
      json(200, { providerId: IDS.sitter, from: '', to: '', unavailableDays }),
    'GET /api/bookings/quote': quote,
    'POST /api/bookings': () => json(201, { booking: bookingView() }),
  });

const submitButton = () => screen.getByRole('button', { name: 'Rezervasyon talebi gönder' });

const choose = async (label: RegExp, option: string) => {
  fireEvent.click(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

const typeDate = (label: RegExp, date: string) => {
  const field = screen.getByRole('textbox', { name: label });
  fireEvent.change(field, { target: { value: turkish(date) } });
  fireEvent.blur(field);
};

const typeTime = (time: string) => {
  const [hours = '', minutes = ''] = time.split(':');
  fireEvent.change(screen.getByRole('spinbutton', { name: 'Saat' }), { target: { value: hours } });
  fireEvent.change(screen.getByRole('spinbutton', { name: 'Saat, dakika' }), {
    target: { value: minutes },
  });
};

let requests: StubRequest[];
beforeEach(() => {
  requests = stubBookings();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('book screen form: field rules and their messages', () => {
  it('asks for every field in Turkish and sends nothing', async () => {
    await renderForm('sitter');
    fireEvent.click(submitButton());
    expect(
      (await screen.findAllByText('Lütfen tüm rezervasyon alanlarını doldurun.')).length,
    ).toBeGreaterThanOrEqual(4);
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('shows the provider’s cancellation policy beside the quote, before anything is sent', async () => {
    await renderForm('trainer', { provider: providerProfile('trainer', { cancellationPolicy: 'strict' }) });
    const quote = screen.getByTestId('quote-panel').parentElement as HTMLElement;
    expect(within(quote).getByTestId('cancellation-policy')).toHaveTextContent(
      'İptal politikası: KatıBaşlangıçtan 7 gün öncesine kadar ücretin tamamı, 48 saat öncesine kadar yarısı iade edilir; sonrasında iade yapılmaz.',
    );
  });

  it('offers only the services the sitter prices, and refuses an end before the start', async () => {
    await renderForm('sitter');
    fireEvent.click(screen.getByRole('combobox', { name: /Hizmet/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Kedi Bakımı · ₺150 / gün',
      'Köpek Bakımı · ₺250 / gün',
    ]);
    typeDate(/Başlangıç tarihi/, addDays(future, 2));
    typeDate(/Bitiş tarihi/, future);
    fireEvent.click(submitButton());
    expect(
      await screen.findByText('Bitiş tarihi başlangıç tarihinden önce olamaz.'),
    ).toBeInTheDocument();
  });

  it('refuses a vet appointment in the past with its own message', async () => {
    await renderForm('veterinarian', {
      vetRequest: { service: 'vet_exam', date: '2020-01-01', time: '10:00', notes: '' },
    });
    fireEvent.click(submitButton());
    expect(
      (await screen.findAllByText('Randevu tarihi ve saati geçmişte olamaz.')).length,
    ).toBeGreaterThan(0);
  });

  it('says the sitter offers nothing yet and cannot be sent', async () => {
    await renderForm('sitter', {
      provider: providerProfile('sitter', { servicePrices: [], services: [], price: null }),
    });
    expect(screen.getByText('Bu bakıcı henüz bir hizmet sunmuyor.')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });

  it.each([
    ['veterinarian', 'Veteriner henüz bir seans ücreti belirlemedi.'],
    ['pet_walker', 'Gezdirici henüz saatlik ücretini belirlemedi.'],
    ['trainer', 'Eğitmen henüz bir seans ücreti belirlemedi.'],
  ] as const)('disables submit while the %s has no price', async (kind, message) => {
    await renderForm(kind, { provider: providerProfile(kind, { price: null }) });
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });

  it('lets an owner with no pets add one first, and not send', async () => {
    await renderForm('trainer', { pets: [] });
    expect(
      screen.getByText('Rezervasyon yapabilmek için en az bir evcil hayvanınız olmalı.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Evcil hayvan ekle/ })).toHaveAttribute(
      'href',
      '/owner/pets/new',
    );
    expect(submitButton()).toBeDisabled();
  });

  it("refuses a day the walker marked unavailable ('dateUnavailable')", async () => {
    requests = stubBookings({ unavailableDays: [future] });
    await renderForm('pet_walker');
    await screen.findByText('Hizmet verenin müsait olmadığı günler takvimde seçilemez.');
    typeDate(/^Tarih/, future);
    fireEvent.click(submitButton());
    expect(
      await screen.findByText('Hizmet veren seçtiğiniz tarihte müsait değil.'),
    ).toBeInTheDocument();
  });
  it('refuses a typed stay over a day off at once, beside the dates, and shows no quote for it', async () => {
    requests = stubBookings({ unavailableDays: [addDays(future, 1)] });
    await renderForm('sitter');
    await screen.findByText('Hizmet verenin müsait olmadığı günler takvimde seçilemez.');
    fireEvent.click(screen.getByRole('combobox', { name: /Hizmet/ }));
    // The list is laid out nowhere here, so it counts as hidden.
    fireEvent.click(await screen.findByRole('option', { name: /Köpek Bakımı/, hidden: true }));
    const start = screen.getByRole('textbox', { name: /Başlangıç tarihi/ });
    const end = screen.getByRole('textbox', { name: /Bitiş tarihi/ });
    // Typed, never left and never sent: a possible stay gets its quote…
    fireEvent.change(start, { target: { value: turkish(future) } });
    fireEvent.change(end, { target: { value: turkish(future) } });
    expect(await screen.findByTestId('price-breakdown')).toBeInTheDocument();
    // …one over the day off is refused beside its end date, and its quote goes.
    fireEvent.change(end, { target: { value: turkish(addDays(future, 2)) } });
    expect(end).toHaveAccessibleDescription('Hizmet veren seçtiğiniz tarihte müsait değil.');
    expect(screen.queryByTestId('price-breakdown')).not.toBeInTheDocument();
    // Back to a possible stay: the message goes.
    fireEvent.change(end, { target: { value: turkish(future) } });
    await waitFor(() => expect(end).not.toHaveAccessibleDescription(/müsait değil/));
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });
});

describe('book screen form: the live quote and sending', () => {
  it('prefills the vet request, prices it on the server, sends it and goes to my bookings after 2 s', async () => {
    const request: VetRequest = {
      service: 'vaccination',
      date: future,
      time: '10:30',
      notes: 'Karma aşı zamanı.',
    };
    requests = stubBookings({
      quote: () =>
        json(
          200,
          quoteOf('veterinarian', {
            unit: 'session',
            quantity: 1,
            unitPrice: 50_000,
            base: 50_000,
            ownerCommission: 5_000,
            total: 55_000,
          }),
        ),
    });
    await renderForm('veterinarian', { vetRequest: request });
    await choose(/Evcil hayvan/, 'Pamuk');
    expect(
      screen.getByText('Veteriner talebinizdeki hizmet, tarih ve saat forma eklendi.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Randevu türü/ })).toHaveValue('Aşılama');
    expect(screen.getByRole('textbox', { name: /^Tarih/ })).toHaveValue(turkish(future));

    const quote = await screen.findByTestId('price-breakdown');
    expect(within(quote).getByText('₺500 × 1 seans')).toBeInTheDocument();
    expect(within(quote).getByText('Platform hizmet bedeli (%10)')).toBeInTheDocument();
    expect(within(quote).getByText('₺50')).toBeInTheDocument();
    expect(within(quote).getByText('₺550')).toBeInTheDocument();
    const asked = requests.find((r) => r.path === '/api/bookings/quote');
    expect(Object.fromEntries(asked?.query ?? [])).toEqual({
      providerId: IDS.vet,
      kind: 'veterinarian',
      service: 'vaccination',
      date: future,
      time: '10:30',
    });

    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(submitButton());
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      kind: 'veterinarian',
      providerId: IDS.vet,
      petId: IDS.pet2,
      service: 'vaccination',
      date: future,
      time: '10:30',
      notes: 'Karma aşı zamanı.',
    });
    expect(
      await screen.findByText(
        'Rezervasyon talebiniz gönderildi. Rezervasyonlarım sayfasına yönlendiriliyorsunuz...',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/owner/book');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByTestId('location')).toHaveTextContent('/owner/bookings');
  });

  it('sends a walk with its hours and meeting place', async () => {
    await renderForm('pet_walker', { pets: [PETS[0] as (typeof PETS)[number]] });
    typeDate(/^Tarih/, future);
    typeTime('08:15');
    await choose(/Süre/, '3 saat');
    fireEvent.change(screen.getByRole('textbox', { name: 'Buluşma adresi' }), {
      target: { value: 'Moda Parkı' },
    });
    await screen.findByTestId('price-breakdown');
    fireEvent.click(submitButton());
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      kind: 'pet_walker',
      providerId: IDS.walker,
      petId: IDS.pet,
      date: future,
      time: '08:15',
      hours: 3,
      addressForWalker: 'Moda Parkı',
      notes: '',
    });
  });

  it("shows the server's refusal of the quote and does not let it be sent", async () => {
    requests = stubBookings({
      quote: () =>
        json(422, {
          code: 'PRICE_OUT_OF_BOUNDS',
          message: 'Bu hizmetin ücreti en düşük ücretin (50 ₺) altında; rezervasyon yapılamıyor.',
        }),
    });
    await renderForm('trainer');
    typeDate(/^Tarih/, future);
    typeTime('17:00');
    expect(
      await screen.findByText(
        'Bu hizmetin ücreti en düşük ücretin (50 ₺) altında; rezervasyon yapılamıyor.',
      ),
    ).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });

  it("puts the server's field message on the field", async () => {
    requests = stubApi({
      'GET /api/bookings/availability': () =>
        json(200, { providerId: IDS.trainer, from: '', to: '', unavailableDays: [] }),
      'GET /api/bookings/quote': () => json(200, quoteOf('trainer')),
      'POST /api/bookings': () =>
        json(422, {
          code: 'VALIDATION',
          message: 'Lütfen işaretli alanları düzeltin.',
          fields: { date: 'Hizmet veren seçtiğiniz tarihte müsait değil.' },
        }),
    });
    await renderForm('trainer');
    await choose(/Evcil hayvan/, 'Karabaş');
    typeDate(/^Tarih/, future);
    typeTime('17:00');
    await screen.findByTestId('price-breakdown');
    fireEvent.click(submitButton());
    expect(
      await screen.findByText('Hizmet veren seçtiğiniz tarihte müsait değil.'),
    ).toBeInTheDocument();
  });
});
