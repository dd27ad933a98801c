import { buildPath, type ProviderRole } from '@patili/domain/access';
import type { Dashboard, DashboardOf } from '@patili/domain/dashboards';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { json, stubApi } from '../../../testing/api-stub';
import { renderWithApp, testUser } from '../../../testing/render';
import { OwnerUpcomingBookings } from './owner-upcoming-bookings';
import { ProviderDashboard } from './provider-dashboard';
import { ReferralPanel } from './referral-panel';

const owner: DashboardOf<'owner'> = {
  role: 'owner',
  petCount: 2,
  upcomingBookings: 3,
  referral: {
    code: 'PATI2345',
    invitees: [
      {
        id: 'u2',
        name: 'Kaan Bakıcı',
        joinedAt: '2026-06-01T10:00:00.000Z',
        completedBookings: 1,
        bonusAwarded: false,
      },
      {
        id: 'u3',
        name: 'Selin Davetli',
        joinedAt: '2026-05-01T10:00:00.000Z',
        completedBookings: 4,
        bonusAwarded: true,
      },
    ],
    inviteeCount: 2,
    bonusesEarned: 1,
    maxBonuses: 5,
    completionsForBonus: 3,
    activeBonus: { endsAt: '2026-07-05T22:30:00.000Z', daysLeft: 25 },
  },
};

const answer = (dashboard: Dashboard) =>
  stubApi({ 'GET /api/dashboards/me': () => json(200, { dashboard }) });

let writeText: ReturnType<typeof vi.fn>;
beforeEach(() => {
  writeText = vi.fn(() => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('owner dashboard panels', () => {
  it('copies the referral code and says so', async () => {
    answer(owner);
    await renderWithApp(<ReferralPanel />, { user: testUser() });
    expect(await screen.findByTestId('referral-code')).toHaveTextContent('PATI2345');
    fireEvent.click(screen.getByRole('button', { name: 'Kodu kopyala' }));
    expect(writeText).toHaveBeenCalledWith('PATI2345');
    expect(await screen.findByRole('button', { name: 'Kopyalandı' })).toBeInTheDocument();
  });

  it('shows the bonus running with its days left and each invitee’s progress', async () => {
    answer(owner);
    await renderWithApp(<ReferralPanel />, { user: testUser() });
    const bonus = await screen.findByTestId('referral-bonus');
    expect(bonus).toHaveTextContent('Komisyonsuz dönemin sürüyor');
    expect(bonus).toHaveTextContent('25 gün kaldı');
    expect(bonus).toHaveTextContent('Kazanılan bonus: 1/5');
    const invitees = screen.getAllByTestId('referral-invitee');
    expect(invitees.map((row) => row.textContent)).toEqual([
      'Kaan Bakıcı1 tamamlanan hizmetBonusa 2 hizmet kaldı',
      'Selin Davetli4 tamamlanan hizmetBonus kazandırdı',
    ]);
  });

  it('links the upcoming count to the owner’s bookings', async () => {
    answer(owner);
    await renderWithApp(<OwnerUpcomingBookings />, { user: testUser() });
    const tile = await screen.findByTestId('tile-upcomingBookings');
    await waitFor(() =>
      expect(within(tile).getByTestId('count-upcomingBookings')).toHaveTextContent('3'),
    );
    expect(within(tile).getByRole('link')).toHaveAttribute('href', '/owner/bookings');
  });
});

describe('provider dashboards on a failed load', () => {
  const fail = () =>
    stubApi({
      'GET /api/dashboards/me': () => json(403, { code: 'FORBIDDEN', message: 'Yetkiniz yok.' }),
    });

  it('logs the sitter’s counts and shows zeros', async () => {
    fail();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderWithApp(<ProviderDashboard kind="sitter" />, {
      user: testUser({ role: 'sitter' }),
    });
    await waitFor(() => expect(screen.getByTestId('count-pendingRequests')).toHaveTextContent('0'));
    expect(screen.getByTestId('count-completedJobs')).toHaveTextContent('0');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('sitter dashboard'),
      expect.anything(),
    );
    log.mockRestore();
  });

  it('shows errorFetchingData on the walker’s', async () => {
    fail();
    await renderWithApp(<ProviderDashboard kind="pet_walker" />, {
      user: testUser({ role: 'pet_walker' }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Veriler alınırken bir hata oluştu.',
    );
  });

  it("shows the walker's counts, earnings in lira and the soonest requests with where to meet", async () => {
    answer({
      role: 'pet_walker',
      todayWalks: 2,
      newRequests: 6,
      weekEarningsKurus: 50_600,
      weekDistanceKm: 12.345,
      weekStart: '2026-06-08',
      rating: { average: 4.5, count: 2 },
      upcomingRequests: [
        {
          id: 'b1',
          startsAt: '2026-06-11T07:00:00.000Z',
          startDate: '2026-06-11',
          startTime: '10:00',
          hours: 2,
          address: 'Moda Parkı girişi',
          ownerName: 'Zeynep Sahip',
          petName: 'Karabaş',
        },
      ],
    });
    await renderWithApp(<ProviderDashboard kind="pet_walker" />, {
      user: testUser({ role: 'pet_walker' }),
    });
    await waitFor(() => expect(screen.getByTestId('count-todayWalks')).toHaveTextContent('2'));
    expect(screen.getByTestId('count-weekEarnings')).toHaveTextContent('₺506');
    expect(screen.getByTestId('count-weekDistance')).toHaveTextContent('12,3 km');
    expect(screen.getByTestId('count-rating')).toHaveTextContent('4,5/5');
    expect(within(screen.getByTestId('tile-todayWalks')).getByRole('link')).toHaveAttribute(
      'href',
      '/pet-walker/today',
    );
    const [request] = screen.getAllByTestId('upcoming-request');
    expect(request).toHaveTextContent('Zeynep Sahip · Karabaş');
    expect(request).toHaveTextContent('Moda Parkı girişi');
    expect(request).toHaveTextContent('2 saat');
  });
});

describe('provider dashboards lead to every screen of the kind', () => {
  const rating = { average: 4.5, count: 2 };
  const DATA: Record<ProviderRole, Dashboard> = {
    sitter: { role: 'sitter', pendingRequests: 1, completedJobs: 2, upcomingConfirmed: 3 },
    veterinarian: {
      role: 'veterinarian',
      upcomingAppointments: 4,
      pendingRequests: 1,
      patients: 12,
      pendingEmergencies: 2,
      cancelledAppointments: 3,
    },
    pet_walker: {
      role: 'pet_walker',
      todayWalks: 1,
      newRequests: 0,
      weekEarningsKurus: 0,
      weekDistanceKm: 0,
      weekStart: '2026-06-08',
      rating,
      upcomingRequests: [],
    },
    trainer: { role: 'trainer', upcomingAppointments: 1, pendingRequests: 2, rating },
  };
  const SCREENS: Record<ProviderRole, string[]> = {
    sitter: [
      buildPath('sitter.availability'),
      buildPath('sitter.requests'),
      buildPath('sitter.reservations'),
    ],
    veterinarian: [
      buildPath('veterinarian.patients'),
      buildPath('veterinarian.patients.new'),
      buildPath('veterinarian.vaccinations'),
      buildPath('veterinarian.emergency'),
      buildPath('veterinarian.cancelledAppointments'),
      buildPath('veterinarian.reviews'),
      buildPath('veterinarian.notifications'),
    ],
    pet_walker: [
      buildPath('petWalker.today'),
      buildPath('petWalker.calendar'),
      buildPath('petWalker.earnings'),
      buildPath('petWalker.history'),
      buildPath('petWalker.reviews'),
    ],
    trainer: [
      buildPath('trainer.appointments'),
      buildPath('trainer.serviceRequests'),
      buildPath('trainer.reviews'),
      buildPath('trainer.notifications'),
    ],
  };

  for (const kind of Object.keys(SCREENS) as ProviderRole[]) {
    it(`links the ${kind} dashboard to its screens`, async () => {
      answer(DATA[kind]);
      await renderWithApp(<ProviderDashboard kind={kind} />, { user: testUser({ role: kind }) });
      await waitFor(() => expect(screen.queryAllByRole('status')).toEqual([]));
      const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
      expect(hrefs).toEqual(expect.arrayContaining(SCREENS[kind]));
    });
  }

  it("shows the vet's pending emergency requests on the tile that leads to them", async () => {
    answer(DATA.veterinarian);
    await renderWithApp(<ProviderDashboard kind="veterinarian" />, {
      user: testUser({ role: 'veterinarian' }),
    });
    const tile = await screen.findByTestId('tile-pendingEmergencies');
    await waitFor(() =>
      expect(within(tile).getByTestId('count-pendingEmergencies')).toHaveTextContent('2'),
    );
    expect(within(tile).getByRole('link')).toHaveAttribute('href', '/veterinarian/emergency');
  });
});
