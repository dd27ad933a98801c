import type { BookingList, BookingView } from '@patili/domain/bookings';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { json, stubApi, type StubRequest } from '../../../testing/api-stub';
import { bookingPrice, bookingView, IDS } from '../../../testing/booking-factories';
import { renderWithApp, testUser } from '../../../testing/render';
import { ProviderAppointments } from './provider-appointments';
import { ProviderRequests } from './provider-requests';

const page = (items: BookingView[], total = items.length, totalIsExact = true): BookingList => ({
  items,
  total,
  totalIsExact,
  page: 1,
  pageSize: 10,
});

/** A vet appointment as its provider sees it. */
const vetBooking = (overrides: Partial<BookingView> = {}) =>
  bookingView({
    kind: 'veterinarian',
    serviceType: 'vet_exam',
    viewerRole: 'provider',
    provider: { id: IDS.vet, name: 'Dr. Kerem Veteriner', avatarUrl: null },
    startDate: '2030-03-15',
    endDate: '2030-03-15',
    startTime: '10:30',
    notes: 'Kulağını kaşıyor.',
    price: bookingPrice({
      unit: 'session',
      quantity: 1,
      unitPrice: 50_000,
      base: 50_000,
      ownerCommission: 5_000,
      total: 55_000,
      providerCommission: 4_000,
      netPayable: 46_000,
    }),
    actions: ['accept', 'reject'],
    ...overrides,
  });

const older = vetBooking({
  id: '0190a1b2-0000-7000-8000-000000000301',
  createdAt: '2030-03-01T08:00:00.000Z',
  owner: { id: IDS.owner, name: 'Ayşe Yılmaz', avatarUrl: null },
});
const newer = vetBooking({
  id: '0190a1b2-0000-7000-8000-000000000302',
  createdAt: '2030-03-01T12:00:00.000Z',
  owner: { id: IDS.owner, name: 'Mehmet Demir', avatarUrl: null },
});
const legacy = vetBooking({
  id: '0190a1b2-0000-7000-8000-000000000303',
  status: 'requested',
  createdAt: '2030-03-01T10:00:00.000Z',
  owner: { id: IDS.owner, name: 'Zeynep Kaya', avatarUrl: null },
});

const stubProvider = (lists: (request: StubRequest) => Response) =>
  stubApi({
    'GET /api/bookings': lists,
    'POST /api/bookings/*/accept': () =>
      json(200, { booking: vetBooking({ status: 'confirmed', actions: [] }) }),
    'POST /api/bookings/*/reject': () =>
      json(200, { booking: vetBooking({ status: 'cancelled', actions: [] }) }),
    'POST /api/bookings/*/complete': () =>
      json(200, { booking: vetBooking({ status: 'completed', actions: [] }) }),
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('provider requests', () => {
  // The server answers both statuses in one page, newest first.
  const byStatus = (request: StubRequest) =>
    json(
      200,
      request.query.getAll('status').join(',') === 'pending,requested'
        ? page([newer, legacy, older])
        : page([]),
    );

  it('lists pending and requested bookings newest first, with the price, commission and net', async () => {
    const requests = stubProvider(byStatus);
    await renderWithApp(<ProviderRequests />, {
      user: testUser({ role: 'veterinarian' }),
      path: '/veterinarian/service-requests',
    });
    const cards = await screen.findAllByTestId('booking-card');
    const names = cards.map(
      (card) => document.getElementById(card.getAttribute('aria-labelledby') ?? '')?.textContent,
    );
    expect(names).toEqual(['Mehmet Demir', 'Zeynep Kaya', 'Ayşe Yılmaz']);
    expect(requests.map((r) => r.query.getAll('status').join(','))).toEqual(['pending,requested']);
    expect(requests.every((r) => r.query.get('as') === 'provider')).toBe(true);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByText('Mehmet Demir')).toBeInTheDocument();
    expect(first.getByText('Evcil Hayvan Sahibi')).toBeInTheDocument();
    expect(first.getByText('Veteriner Randevusu')).toBeInTheDocument();
    expect(first.getByText('15 Mar 2030 Cum, 10:30')).toBeInTheDocument();
    expect(first.getByText('Platform komisyonu (%8)')).toBeInTheDocument();
    expect(first.getByText('−₺40')).toBeInTheDocument();
    expect(first.getByText('Size ödenecek net tutar')).toBeInTheDocument();
    expect(first.getByText('₺460')).toBeInTheDocument();
  });

  it('accepts after a confirmation', async () => {
    const requests = stubProvider(byStatus);
    await renderWithApp(<ProviderRequests />, {
      user: testUser({ role: 'veterinarian' }),
      path: '/veterinarian/service-requests',
    });
    const [first] = await screen.findAllByTestId('booking-card');
    fireEvent.click(within(first as HTMLElement).getByRole('button', { name: /Kabul et/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Talebi kabul et' });
    expect(
      within(dialog).getByText(
        'Mehmet Demir adlı kullanıcının 15 Mar 2030, 10:30 tarihli talebini kabul etmek istiyor musunuz?',
      ),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Evet, kabul et' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.path).toBe(
        `/api/bookings/${newer.id}/accept`,
      ),
    );
    expect(await screen.findByText('Talep kabul edildi.')).toBeInTheDocument();
  });

  it('rejects after a confirmation, with an optional note, and shows a refusal', async () => {
    const requests = stubApi({
      'GET /api/bookings': byStatus,
      'POST /api/bookings/*/reject': () =>
        json(409, {
          code: 'BOOKING_REQUEST_EXPIRED',
          message: 'Bu talep yanıtlanmadan süresi doldu.',
        }),
    });
    await renderWithApp(<ProviderRequests />, {
      user: testUser({ role: 'veterinarian' }),
      path: '/veterinarian/service-requests',
    });
    const [first] = await screen.findAllByTestId('booking-card');
    fireEvent.click(within(first as HTMLElement).getByRole('button', { name: /Reddet/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Talebi reddet' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Açıklama (isteğe bağlı)' }), {
      target: { value: 'O gün kliniğim kapalı.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Evet, reddet' }));
    expect(
      await within(dialog).findByText('Bu talep yanıtlanmadan süresi doldu.'),
    ).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({
      path: `/api/bookings/${newer.id}/reject`,
      body: { note: 'O gün kliniğim kapalı.' },
    });
  });

  it('says when nothing is waiting', async () => {
    stubProvider(() => json(200, page([])));
    await renderWithApp(<ProviderRequests />, {
      user: testUser({ role: 'sitter' }),
      path: '/sitter/requests',
    });
    expect(await screen.findByText('Yanıt bekleyen talep yok')).toBeInTheDocument();
  });
});

describe('provider appointments', () => {
  it('gives the vet upcoming, past and cancelled tabs and marks a started one completed', async () => {
    const started = vetBooking({
      status: 'confirmed',
      actions: ['complete'],
      timing: 'past',
      expiresAt: null,
    });
    const requests = stubProvider((request) =>
      json(200, page(request.query.get('when') === 'upcoming' ? [started] : [])),
    );
    await renderWithApp(<ProviderAppointments kind="veterinarian" />, {
      user: testUser({ role: 'veterinarian' }),
      path: '/veterinarian/appointments',
    });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Yaklaşan',
      'Geçmiş',
      'İptal edilen',
    ]);
    const card = await screen.findByTestId('booking-card');
    expect(within(card).getByText('Onaylandı')).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: /Tamamlandı olarak işaretle/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Tamamlandı olarak işaretle' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Evet, tamamlandı' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.path).toBe(
        `/api/bookings/${started.id}/complete`,
      ),
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Geçmiş' }));
    await waitFor(() => expect(requests.at(-1)?.query.get('when')).toBe('past'));
    expect(requests.at(-1)?.query.get('status')).toBeNull();
    expect(await screen.findByText('Tamamlanmış işiniz yok.')).toBeInTheDocument();
  });

  it('lets a sitter cancel a confirmed stay after a confirmation that says the owner is refunded in full', async () => {
    const stay = bookingView({
      status: 'confirmed',
      viewerRole: 'provider',
      cancellationPolicy: 'strict',
      actions: ['provider_cancel'],
      expiresAt: null,
    });
    const requests = stubApi({
      'GET /api/bookings': () => json(200, page([stay])),
      'POST /api/bookings/*/provider-cancel': () =>
        json(200, { booking: { ...stay, status: 'cancelled', actions: [] } }),
    });
    await renderWithApp(<ProviderAppointments kind="sitter" />, {
      user: testUser({ role: 'sitter' }),
      path: '/sitter/reservations',
    });
    const card = await screen.findByTestId('booking-card');
    // The booking keeps the policy it was requested under, shown with its terms.
    expect(within(card).getByTestId('cancellation-policy')).toHaveTextContent(
      'İptal politikası: Katı',
    );
    fireEvent.click(within(card).getByRole('button', { name: 'Rezervasyonu iptal et' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rezervasyonu iptal et' });
    expect(dialog).toHaveTextContent('Ödediği tutarın tamamı sahibine iade edilir');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'İptal nedeni' }), {
      target: { value: 'Ailevi bir acil durum.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Evet, iptal et' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')).toMatchObject({
        path: `/api/bookings/${stay.id}/provider-cancel`,
        body: { note: 'Ailevi bir acil durum.' },
      }),
    );
    expect(
      await screen.findByText('Rezervasyon iptal edildi; sahibine haber verildi.'),
    ).toBeInTheDocument();
  });

  it('offers no cancel where the server gives no provider_cancel (a started or past job)', async () => {
    stubProvider(() =>
      json(
        200,
        page([
          vetBooking({
            status: 'confirmed',
            actions: ['complete'],
            expiresAt: null,
            cancellationPolicy: 'vet',
          }),
        ]),
      ),
    );
    await renderWithApp(<ProviderAppointments kind="veterinarian" />, {
      user: testUser({ role: 'veterinarian' }),
      path: '/veterinarian/appointments',
    });
    const card = await screen.findByTestId('booking-card');
    expect(within(card).queryByRole('button', { name: 'Rezervasyonu iptal et' })).toBeNull();
    expect(within(card).getByTestId('cancellation-policy')).toHaveTextContent(
      'Randevudan 2 saat öncesine kadar ücretin tamamı iade edilir',
    );
  });

  it('says a confirmed job can be completed once started, and offers reviewing the owner once done', async () => {
    const upcoming = vetBooking({ status: 'confirmed', actions: [], expiresAt: null });
    const done = vetBooking({
      id: '0190a1b2-0000-7000-8000-000000000399',
      status: 'completed',
      actions: [],
      canReview: true,
      expiresAt: null,
    });
    stubProvider((request) =>
      json(200, page(request.query.get('status') === 'completed' ? [done] : [upcoming])),
    );
    await renderWithApp(<ProviderAppointments kind="sitter" />, {
      user: testUser({ role: 'sitter' }),
      path: '/sitter/reservations',
    });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Onaylanan',
      'Tamamlanan',
      'İptal edilen',
    ]);
    expect(
      await screen.findByText('Hizmet başladıktan sonra tamamlandı olarak işaretleyebilirsiniz.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Tamamlanan' }));
    fireEvent.click(await screen.findByRole('button', { name: /Sahibi değerlendir/ }));
    expect(
      await screen.findByRole('dialog', {
        name: 'Ayşe Yılmaz adlı evcil hayvan sahibini değerlendirin',
      }),
    ).toBeInTheDocument();
  });

  it("sends the walker to today's walks to finish a walk: no generic complete", async () => {
    const walkOf = (over: Partial<BookingView>) =>
      vetBooking({
        kind: 'pet_walker',
        serviceType: 'dog_walking',
        status: 'confirmed',
        actions: [],
        expiresAt: null,
        walk: {
          startedAt: null,
          finishedAt: null,
          minutes: null,
          startOpensAt: '2030-03-15T07:00:00.000Z',
          canStart: false,
          canFinish: false,
        },
        ...over,
      });
    const today = walkOf({ timing: 'today' });
    const later = walkOf({ id: '0190a1b2-0000-7000-8000-000000000398', timing: 'upcoming' });
    stubProvider(() => json(200, page([today, later])));
    await renderWithApp(<ProviderAppointments kind="pet_walker" />, {
      user: testUser({ role: 'pet_walker' }),
      path: '/pet-walker/appointments',
    });
    const [first, second] = await screen.findAllByTestId('booking-card');
    expect(
      within(first as HTMLElement).getByRole('link', { name: /Bugünkü yürüyüşler/ }),
    ).toHaveAttribute('href', '/pet-walker/today');
    expect(
      within(second as HTMLElement).getByText(
        'Yürüyüş, gününde Bugünkü yürüyüşler ekranından başlatılıp bitirilir.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Tamamlandı olarak işaretle/ })).toBeNull();
  });

  it('gives the trainer upcoming and past only', async () => {
    stubProvider(() => json(200, page([])));
    await renderWithApp(<ProviderAppointments kind="trainer" />, {
      user: testUser({ role: 'trainer' }),
      path: '/trainer/appointments',
    });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Yaklaşan',
      'Geçmiş',
    ]);
    expect(await screen.findByText('Yaklaşan işiniz yok.')).toBeInTheDocument();
  });
});
