import {
  EMPTY_BROWSE_STATE,
  type ProviderPage,
  type PublicProviderProfile,
} from '@patili/domain/discovery';
import type { UseQueryResult } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { providerProfile } from '../../../testing/booking-factories';
import { renderWithApp, testUser } from '../../../testing/render';
import { BrowseFilters } from './browse-filters';
import { loadedPage, walkerCard as makeWalkerCard } from './discovery-test-kit';
import { ProviderCard } from './provider-card';
import { ProviderProfileView } from './provider-profile-view';
import { ProviderResults } from './provider-results';
import { VetRequestForm } from './vet-request-form';

const walkerCard = makeWalkerCard({ point: null });

describe('ProviderCard', () => {
  it('shows place and distance, rating out of 5, the price per hour and the services', async () => {
    await renderWithApp(<ProviderCard card={walkerCard} profilePath="/owner/providers/w1" />, { user: testUser() });
    expect(screen.getByRole('heading', { name: 'Deniz Yürür' })).toBeInTheDocument();
    expect(screen.getByText('Kadıköy, İstanbul · 3 km uzakta')).toBeInTheDocument();
    expect(screen.getByText('4,8/5')).toBeInTheDocument();
    expect(screen.getByText('(10 değerlendirme)')).toBeInTheDocument();
    expect(screen.getByText('₺150 / saat')).toBeInTheDocument();
    expect(screen.getByText('Köpek Gezdirme')).toBeInTheDocument();
    expect(screen.getByText('İlaç verme')).toBeInTheDocument();
    expect(screen.getByText('İlk yardım biliyor')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Profili gör/ })).toHaveAttribute('href', '/owner/providers/w1');
    // The policy's name before the profile is opened; its terms are on the profile.
    expect(screen.getByTestId('cancellation-policy')).toHaveTextContent('İptal politikası: Esnek');
  });

  it('says "less than 1 km" for a provider under a kilometre away', async () => {
    await renderWithApp(<ProviderCard card={{ ...walkerCard, distanceKm: 0 }} profilePath="/owner/providers/w1" />, { user: testUser() });
    expect(screen.getByText("Kadıköy, İstanbul · 1 km'den yakın")).toBeInTheDocument();
  });

  it("says when there are no reviews yet, and a sitter's price for the owner's pets as a range", async () => {
    await renderWithApp(
      <ProviderCard
        card={{ ...walkerCard, kind: 'sitter', rating: { average: null, count: 0 }, price: { lira: 160, maxLira: 260, unit: 'day' }, knowsFirstAid: null }}
        profilePath="/x"
      />,
      { user: testUser() },
    );
    expect(screen.getByText('Henüz değerlendirme yok')).toBeInTheDocument();
    expect(screen.getByText('₺160–₺260 / gün')).toBeInTheDocument();
    expect(screen.queryByText('İlk yardım biliyor')).not.toBeInTheDocument();
  });

  it('says how fast the provider usually answers, the median rounded up to the hour', async () => {
    const card = { ...walkerCard, responsiveness: { requests: 5, responseRate: 90, medianResponseMinutes: 95, providerCancellations: 0 } };
    await renderWithApp(<ProviderCard card={card} profilePath="/x" />, { user: testUser() });
    expect(screen.getByTestId('responsiveness')).toHaveTextContent('Genellikle 2 saat içinde yanıt verir');
    // The card keeps to the sentence; the rate and the cancellations are on the profile.
    expect(screen.queryByText('Yanıt oranı %90')).not.toBeInTheDocument();
  });

  it('says nothing about answering while there are too few requests to measure', async () => {
    await renderWithApp(<ProviderCard card={{ ...walkerCard, responsiveness: null }} profilePath="/x" />, { user: testUser() });
    expect(screen.queryByTestId('responsiveness')).not.toBeInTheDocument();
  });

  it('says "Doğrulanmış" for a provider whose documents an admin approved, and nothing otherwise', async () => {
    const { unmount } = await renderWithApp(<ProviderCard card={{ ...walkerCard, verified: true }} profilePath="/x" />, { user: testUser() });
    expect(screen.getByTestId('verified-badge')).toHaveTextContent('Doğrulanmış');
    unmount();
    await renderWithApp(<ProviderCard card={walkerCard} profilePath="/x" />, { user: testUser() });
    expect(screen.queryByTestId('verified-badge')).not.toBeInTheDocument();
  });

  it("shows one sitter price when the owner's pets need one service", async () => {
    await renderWithApp(
      <ProviderCard card={{ ...walkerCard, kind: 'sitter', price: { lira: 260, maxLira: null, unit: 'day' } }} profilePath="/x" />,
      { user: testUser() },
    );
    expect(screen.getByText('₺260 / gün')).toBeInTheDocument();
  });
});

describe('BrowseFilters', () => {
  it("offers the vet's specialization and service place, and no first aid", async () => {
    await renderWithApp(<BrowseFilters kind="veterinarian" state={EMPTY_BROWSE_STATE} hasLocation onChange={() => {}} />, { user: testUser() });
    expect(screen.getByRole('combobox', { name: 'Uzmanlık alanı' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Hizmet yeri' })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Yalnızca ilk yardım bilenler' })).not.toBeInTheDocument();
  });

  it('offers walkers the first-aid switch and reports its change', async () => {
    const onChange = vi.fn();
    await renderWithApp(<BrowseFilters kind="pet_walker" state={EMPTY_BROWSE_STATE} hasLocation onChange={onChange} />, { user: testUser() });
    expect(screen.queryByRole('combobox', { name: 'Uzmanlık alanı' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('switch', { name: 'Yalnızca ilk yardım bilenler' }));
    expect(onChange).toHaveBeenCalledWith({ firstAid: true });
  });

  it('offers every kind the verified-only switch and reports its change', async () => {
    const onChange = vi.fn();
    await renderWithApp(<BrowseFilters kind="trainer" state={EMPTY_BROWSE_STATE} hasLocation onChange={onChange} />, { user: testUser() });
    fireEvent.click(screen.getByRole('switch', { name: 'Yalnızca doğrulanmış' }));
    expect(onChange).toHaveBeenCalledWith({ verified: true });
  });

  it('turns the distance filter off and says why when the owner has no location', async () => {
    await renderWithApp(<BrowseFilters kind="sitter" state={EMPTY_BROWSE_STATE} hasLocation={false} onChange={() => {}} />, { user: testUser() });
    expect(screen.getByRole('combobox', { name: 'Mesafe' })).toBeDisabled();
    expect(screen.getByText('Mesafeye göre filtrelemek için önce konumunu ekle.')).toBeInTheDocument();
  });
});

describe('VetRequestForm', () => {
  it('asks for service, date and time in Turkish and sends nothing', async () => {
    const onSubmit = vi.fn();
    await renderWithApp(<VetRequestForm initial={null} onSubmit={onSubmit} />, { user: testUser() });
    fireEvent.click(screen.getByRole('button', { name: 'Veterinerleri göster' }));
    expect(await screen.findByText('Lütfen hizmet türünü seçin.')).toBeInTheDocument();
    expect(screen.getByText('Lütfen tarih seçin.')).toBeInTheDocument();
    expect(screen.getByText('Lütfen saat seçin.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a time already past and sends a future request', async () => {
    const onSubmit = vi.fn();
    await renderWithApp(<VetRequestForm initial={{ service: 'vet_exam', date: '2020-01-01', time: '10:00', notes: '' }} onSubmit={onSubmit} />, {
      user: testUser(),
    });
    // The date reads the Turkish way; the form still holds (and sends) YYYY-MM-DD.
    expect(screen.getByLabelText(/Tarih/)).toHaveValue('01.01.2020');
    fireEvent.click(screen.getByRole('button', { name: 'Veterinerleri göster' }));
    expect(await screen.findByText('Randevu tarihi ve saati geçmişte olamaz.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Tarih/), { target: { value: '2999-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Veterinerleri göster' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ service: 'vet_exam', date: '2999-01-01', time: '10:00', notes: '' }));
  });

  // 22:30 UTC on 10 March is 01:30 on 11 March in Istanbul; in UTC or New York it is still the 10th.
  it.each([
    { time: '00:30', past: true },
    { time: '02:00', past: false },
  ])('reads now on the Istanbul clock, whatever the browser’s zone: 11 March $time', async ({ time, past }) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T22:30:00Z'));
    try {
      const onSubmit = vi.fn();
      await renderWithApp(<VetRequestForm initial={{ service: 'vet_exam', date: '2026-03-11', time, notes: '' }} onSubmit={onSubmit} />, {
        user: testUser(),
      });
      fireEvent.click(screen.getByRole('button', { name: 'Veterinerleri göster' }));
      if (past) {
        expect(await screen.findByText('Randevu tarihi ve saati geçmişte olamaz.')).toBeInTheDocument();
        expect(onSubmit).not.toHaveBeenCalled();
      } else {
        await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ service: 'vet_exam', date: '2026-03-11', time, notes: '' }));
      }
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('ProviderResults', () => {
  const pageOf = (total: number, totalIsExact: boolean) => loadedPage([walkerCard], { total, totalIsExact });
  const renderResults = (query: UseQueryResult<ProviderPage>) =>
    renderWithApp(
      <ProviderResults kind="pet_walker" state={EMPTY_BROWSE_STATE} query={query} onChange={vi.fn()} onClearFilters={vi.fn()} profileLink={(card) => ({ path: `/p/${card.id}` })} />,
      { user: testUser() },
    );

  it('says "100+" past the count limit and offers a page beyond the ones counted', async () => {
    await renderResults(pageOf(100, false));
    expect(screen.getByText('100+ sonuç')).toBeInTheDocument();
    // 100 known and more, 10 a page: the 101st is on page 11.
    expect(screen.getByRole('button', { name: 'Sayfa 11' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sayfa 12' })).not.toBeInTheDocument();
  });

  it('offers the response-time order and reports its choice', async () => {
    const onChange = vi.fn();
    await renderWithApp(
      <ProviderResults kind="pet_walker" state={EMPTY_BROWSE_STATE} query={pageOf(1, true)} onChange={onChange} onClearFilters={vi.fn()} profileLink={(card) => ({ path: `/p/${card.id}` })} />,
      { user: testUser() },
    );
    fireEvent.click(screen.getByRole('combobox', { name: 'Sırala' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Yanıt hızına göre', hidden: true }));
    expect(onChange).toHaveBeenCalledWith({ sort: 'response' });
  });

  it('gives an exact total as it is', async () => {
    await renderResults(pageOf(25, true));
    expect(screen.getByText('25 sonuç')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sayfa 3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sayfa 4' })).not.toBeInTheDocument();
  });
});

describe('ProviderProfileView', () => {
  it('names each review\'s stars by its rating', async () => {
    const profile: PublicProviderProfile = {
      id: 'w1',
      kind: 'pet_walker',
      name: 'Deniz Yürür',
      avatarUrl: null,
      cityName: 'İstanbul',
      district: 'Kadıköy',
      distanceKm: null,
      bio: '',
      services: [],
      price: null,
      servicePrices: [],
      rating: { average: 4, count: 1 },
      reviews: [
        { id: 'r1', rating: 4, comment: 'Çok özenli.', reviewerName: 'Ayşe', createdAt: '2030-03-15T10:00:00.000Z' },
      ],
      photos: [],
      documents: [],
      cancellationPolicy: 'flexible',
      responsiveness: null,
      verified: false,
      details: {
        kind: 'pet_walker',
        preferredWalkingAreas: null,
        serviceRegions: [],
        experienceNotes: null,
        maxDogSize: null,
        specialServices: [],
        speciesPreference: [],
        weeklyAvailability: null,
        knowsFirstAid: false,
      },
    };
    await renderWithApp(<ProviderProfileView profile={profile} bookPath="/owner/book/w1" backPath="/owner/providers" />, {
      user: testUser(),
    });
    expect(screen.getByRole('img', { name: '5 üzerinden 4 yıldız' })).toBeInTheDocument();
    expect(screen.getByText('Çok özenli.')).toBeInTheDocument();
    expect(screen.getByTestId('cancellation-policy')).toHaveTextContent(
      'İptal politikası: EsnekBaşlangıçtan 24 saat öncesine kadar ücretin tamamı, sonrasında yarısı iade edilir.',
    );
  });

  it('shows the response time, rate, cancellations and the requests they come from', async () => {
    const profile = providerProfile('pet_walker', {
      responsiveness: { requests: 5, responseRate: 90, medianResponseMinutes: 95, providerCancellations: 1 },
    });
    await renderWithApp(<ProviderProfileView profile={profile} bookPath="/b" backPath="/p" />, { user: testUser() });
    const line = screen.getByTestId('responsiveness');
    expect(line).toHaveTextContent('Genellikle 2 saat içinde yanıt verir');
    expect(screen.getByText('Yanıt oranı %90')).toBeInTheDocument();
    expect(screen.getByText('Son 90 günde 1 iptal')).toBeInTheDocument();
    expect(screen.getByText('Son 90 gündeki 5 talebe göre')).toBeInTheDocument();
  });

  it('says there were no cancellations, and gives the rate without a sentence when none was answered', async () => {
    const profile = providerProfile('pet_walker', {
      responsiveness: { requests: 3, responseRate: 0, medianResponseMinutes: null, providerCancellations: 0 },
    });
    await renderWithApp(<ProviderProfileView profile={profile} bookPath="/b" backPath="/p" />, { user: testUser() });
    expect(screen.getByText('Son 90 günde iptal yok')).toBeInTheDocument();
    expect(screen.getByText('Yanıt oranı %0')).toBeInTheDocument();
    expect(screen.getByTestId('responsiveness')).not.toHaveTextContent('Genellikle');
  });

  it('shows the verified badge beside the kind', async () => {
    await renderWithApp(<ProviderProfileView profile={providerProfile('veterinarian', { verified: true })} bookPath="/b" backPath="/p" />, { user: testUser() });
    expect(screen.getByTestId('verified-badge')).toHaveTextContent('Doğrulanmış');
  });

  it('shows nothing about answering under three requests', async () => {
    await renderWithApp(<ProviderProfileView profile={providerProfile('pet_walker')} bookPath="/b" backPath="/p" />, { user: testUser() });
    expect(screen.queryByTestId('responsiveness')).not.toBeInTheDocument();
  });
});
