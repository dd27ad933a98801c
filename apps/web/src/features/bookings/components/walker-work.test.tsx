import type {
  BookingView,
  Earnings,
  TodayWalks as TodayWalksAnswer,
} from '@patili/domain/bookings';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { json, stubApi } from '../../../testing/api-stub';
import { bookingPrice, bookingView, IDS } from '../../../testing/booking-factories';
import { renderWithApp, testUser } from '../../../testing/render';
import { ProviderEarnings } from './provider-earnings';
import { TodayWalks } from './today-walks';
import { WalkHistory } from './walk-history';

/** A confirmed walk today at 09:00 as its walker sees it, startable unless overridden. */
const walkView = (overrides: Partial<BookingView> = {}): BookingView =>
  bookingView({
    kind: 'pet_walker',
    serviceType: 'dog_walking',
    status: 'confirmed',
    viewerRole: 'provider',
    provider: { id: IDS.walker, name: 'Can Öztürk', avatarUrl: null },
    pet: { id: IDS.pet, name: 'Karamel' },
    startDate: '2030-03-15',
    endDate: '2030-03-15',
    startTime: '09:00',
    hours: 2,
    timing: 'today',
    addressForWalker: 'Moda Parkı girişi',
    price: bookingPrice({
      unit: 'hour',
      quantity: 2,
      unitPrice: 15_000,
      base: 30_000,
      ownerCommission: 3_000,
      total: 33_000,
      providerCommission: 2_400,
      netPayable: 27_600,
    }),
    expiresAt: null,
    actions: ['complete'],
    walk: {
      startedAt: null,
      finishedAt: null,
      minutes: null,
      startOpensAt: '2030-03-15T05:30:00.000Z',
      canStart: true,
      canFinish: false,
    },
    ...overrides,
  });

/**
 * happy-dom's window width, which Mantine's `hiddenFrom`/`visibleFrom` media queries follow. A
 * style sheet added and removed makes happy-dom drop the computed styles it cached at the old width.
 */
const setViewportWidth = (width: number) => {
  (
    window as unknown as { happyDOM: { setViewport: (size: { width: number }) => void } }
  ).happyDOM.setViewport({ width });
  document.head.appendChild(document.createElement('style')).remove();
};
const DESKTOP_WIDTH = window.innerWidth;

afterEach(() => {
  vi.unstubAllGlobals();
  setViewportWidth(DESKTOP_WIDTH);
});

describe("the walker's today", () => {
  it('starts a walk on the server, shows the running time, and finishes it after a confirmation', async () => {
    const started = walkView({
      walk: {
        startedAt: new Date(Date.now() - 65_000).toISOString(),
        finishedAt: null,
        minutes: null,
        startOpensAt: '2030-03-15T05:30:00.000Z',
        canStart: false,
        canFinish: true,
      },
    });
    let current = walkView();
    const requests = stubApi({
      'GET /api/bookings/walks/today': () =>
        json(200, { date: '2030-03-15', items: [current] } satisfies TodayWalksAnswer),
      'POST /api/bookings/*/walk/start': () => {
        current = started;
        return json(200, { booking: started });
      },
      'POST /api/bookings/*/walk/finish': () =>
        json(409, {
          code: 'CONFLICT',
          message: 'Rezervasyon başlamadan tamamlandı olarak işaretlenemez.',
        }),
    });
    await renderWithApp(<TodayWalks />, {
      user: testUser({ role: 'pet_walker' }),
      path: '/pet-walker/today',
    });
    const card = within(await screen.findByTestId('booking-card'));
    expect(card.getByText('Moda Parkı girişi')).toBeInTheDocument();
    expect(card.getByText('₺276')).toBeInTheDocument();

    fireEvent.click(card.getByRole('button', { name: 'Yürüyüşü başlat' }));
    expect(await screen.findByText('Yürüyüş başladı. İyi yürüyüşler!')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.path).toBe(
      `/api/bookings/${IDS.booking}/walk/start`,
    );
    expect(await screen.findByRole('timer')).toHaveTextContent(/Geçen süre: 0:01:0\d/);

    fireEvent.click(screen.getByRole('button', { name: 'Yürüyüşü bitir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yürüyüşü bitir' });
    expect(
      within(dialog).getByText(
        'Karamel ile yürüyüşü bitirmek istiyor musunuz? Rezervasyon tamamlandı olarak işaretlenir ve Ayşe Yılmaz bilgilendirilir.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Evet, bitir' }));
    expect(
      await within(dialog).findByText('Rezervasyon başlamadan tamamlandı olarak işaretlenemez.'),
    ).toBeInTheDocument();
  });

  it('says when a walk may be started, and when there is none today', async () => {
    stubApi({
      'GET /api/bookings/walks/today': () =>
        json(200, {
          date: '2030-03-15',
          items: [
            walkView({
              walk: {
                startedAt: null,
                finishedAt: null,
                minutes: null,
                startOpensAt: '2099-03-15T05:30:00.000Z',
                canStart: false,
                canFinish: false,
              },
            }),
          ],
        }),
    });
    await renderWithApp(<TodayWalks />, {
      user: testUser({ role: 'pet_walker' }),
      path: '/pet-walker/today',
    });
    expect(await screen.findByText('08:30 itibarıyla başlatabilirsiniz.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yürüyüşü başlat' })).toBeDisabled();
  });
});

describe("the walker's earnings", () => {
  it('shows the totals and each completed booking with base, commission and net', async () => {
    const done = walkView({ status: 'completed', actions: [], timing: 'past' });
    const earnings: Earnings = {
      items: [done],
      total: 12,
      totalIsExact: true,
      page: 1,
      pageSize: 10,
      totals: { count: 12, base: 360_050, providerCommission: 28_804, netPayable: 331_246 },
      week: {
        from: '2030-03-11',
        to: '2030-03-17',
        count: 1,
        base: 30_000,
        providerCommission: 2_400,
        netPayable: 27_600,
      },
    };
    const requests = stubApi({ 'GET /api/bookings/earnings': () => json(200, earnings) });
    await renderWithApp(<ProviderEarnings />, {
      user: testUser({ role: 'pet_walker' }),
      path: '/pet-walker/earnings',
    });
    const table = await screen.findByRole('table', { name: 'Tamamlanan işler' });
    const [row] = within(table).getAllByTestId('earnings-row');
    expect(
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['15 Mar 2030Köpek Gezdirme', 'Ayşe Yılmaz', 'Karamel', '₺300', '−₺24', '₺276']);
    // The totals keep their kuruş, so they equal the sum of the rows.
    expect(screen.getAllByText('₺3.312,46').length).toBeGreaterThan(0);
    expect(screen.getByText('12 tamamlanan iş')).toBeInTheDocument();
    expect(screen.getByText('11 Mar 2030 – 17 Mar 2030 · 1 tamamlanan iş')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Rezervasyon sayfaları' })).toBeInTheDocument();
    await waitFor(() => expect(requests[0]?.query.get('page')).toBe('1'));

    // A phone gets the same rows as cards instead of the table, the totals last.
    expect(screen.queryByRole('list', { name: 'Tamamlanan işler' })).not.toBeInTheDocument();
    setViewportWidth(390);
    expect(screen.queryByRole('table', { name: 'Tamamlanan işler' })).not.toBeInTheDocument();
    const cards = screen.getByRole('list', { name: 'Tamamlanan işler' });
    const card = within(cards).getByTestId('earnings-card');
    expect(card).toHaveTextContent('15 Mar 2030');
    expect(card).toHaveTextContent('Ayşe Yılmaz · Karamel');
    expect(card).toHaveTextContent('Net₺276');
    expect(card).toHaveTextContent('Hizmet bedeli: ₺300');
    expect(card).toHaveTextContent('Komisyon: −₺24');
    const totals = within(cards).getByTestId('earnings-card-total');
    expect(totals).toHaveTextContent('Toplam net kazanç');
    expect(totals).toHaveTextContent('₺3.312,46');
    expect(totals).toHaveTextContent('Hizmet bedeli: ₺3.600,50');
    expect(totals).toHaveTextContent('Komisyon: −₺288,04');
  });
});

describe("the walker's walk history", () => {
  it('lists the completed walks as table rows and as phone cards, saying what was not recorded', async () => {
    const recorded = walkView({
      id: 'b0000000-0000-4000-8000-0000000000a1',
      status: 'completed',
      actions: [],
      timing: 'past',
      walk: {
        startedAt: '2030-03-15T06:05:00.000Z',
        finishedAt: '2030-03-15T07:50:00.000Z',
        minutes: 105,
        startOpensAt: '2030-03-15T05:30:00.000Z',
        canStart: false,
        canFinish: false,
      },
    });
    const unrecorded = walkView({
      id: 'b0000000-0000-4000-8000-0000000000a2',
      status: 'completed',
      actions: [],
      timing: 'past',
      pet: null,
      addressForWalker: null,
    });
    stubApi({
      'GET /api/bookings/walks': () =>
        json(200, { items: [recorded, unrecorded], total: 2, totalIsExact: true, page: 1, pageSize: 10 }),
    });
    await renderWithApp(<WalkHistory />, {
      user: testUser({ role: 'pet_walker' }),
      path: '/pet-walker/history',
    });
    const table = await screen.findByRole('table', { name: 'Tamamlanan yürüyüşler' });
    expect(within(table).getAllByTestId('walk-row')).toHaveLength(2);
    setViewportWidth(390);
    expect(screen.queryByRole('table', { name: 'Tamamlanan yürüyüşler' })).not.toBeInTheDocument();
    const cards = within(
      screen.getByRole('list', { name: 'Tamamlanan yürüyüşler' }),
    ).getAllByTestId('walk-card');
    expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('Moda Parkı girişi');
    expect(first).toHaveTextContent('Ayşe Yılmaz · Karamel');
    expect(first).toHaveTextContent('Başladı: 09:05');
    expect(first).toHaveTextContent('Bitti: 10:50');
    expect(within(second).getAllByText('Kaydedilmedi')).toHaveLength(3);
  });
});
