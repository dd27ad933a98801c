import type { BookingList, BookingView } from '@patili/domain/bookings';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { json, stubApi, type StubRequest } from '../../../testing/api-stub';
import { bookingPrice, bookingView, IDS } from '../../../testing/booking-factories';
import { renderWithApp, testUser } from '../../../testing/render';
import { OwnerBookings } from './owner-bookings';

const page = (items: BookingView[], total = items.length, totalIsExact = true): BookingList => ({
  items,
  total,
  totalIsExact,
  page: 1,
  pageSize: 10,
});

const completed = bookingView({
  id: '0190a1b2-0000-7000-8000-000000000200',
  kind: 'pet_walker',
  serviceType: 'dog_walking',
  status: 'completed',
  provider: { id: IDS.walker, name: 'Deniz Yürür', avatarUrl: null },
  startDate: '2030-02-10',
  endDate: '2030-02-10',
  startTime: '08:30',
  hours: 2,
  notes: null,
  addressForWalker: 'Moda Parkı girişi',
  price: bookingPrice({
    unit: 'hour',
    quantity: 2,
    unitPrice: 15_000,
    base: 30_000,
    ownerCommission: 3_000,
    total: 33_000,
  }),
  expiresAt: null,
  actions: [],
  canReview: true,
});

const renderList = (path = '/owner/bookings') =>
  renderWithApp(<OwnerBookings />, { user: testUser(), path });

const stubList = (answer: (request: StubRequest) => Response) =>
  stubApi({
    'GET /api/bookings': answer,
    'POST /api/bookings/*/cancel': () =>
      json(200, { booking: bookingView({ status: 'cancelled', actions: [] }) }),
    'POST /api/bookings/*/reviews': () =>
      json(201, {
        review: {
          id: 'r1',
          reviewerRole: 'owner',
          reviewType: 'walker_review',
          rating: 4,
          comment: null,
          createdAt: '2030-02-11T10:00:00.000Z',
        },
      }),
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('owner bookings', () => {
  it('shows each booking with provider, dates, service, status, pet, notes and the price breakdown', async () => {
    const requests = stubList(() => json(200, page([bookingView(), completed])));
    await renderList();
    const [sitter, walk] = await screen.findAllByTestId('booking-card');
    expect(requests[0]?.query.toString()).toBe('as=owner&page=1&pageSize=10');

    const stay = within(sitter as HTMLElement);
    expect(stay.getByText('Selin Bakıcı')).toBeInTheDocument();
    expect(stay.getByText('Bakıcı')).toBeInTheDocument();
    expect(stay.getByText('Köpek Bakımı')).toBeInTheDocument();
    expect(stay.getByText('Beklemede')).toBeInTheDocument();
    expect(stay.getByText('15 Mar 2030 Cum – 16 Mar 2030 Cmt · 2 gün')).toBeInTheDocument();
    expect(stay.getByText('Karabaş')).toBeInTheDocument();
    expect(stay.getByText('Günde iki kez mama.')).toBeInTheDocument();
    expect(stay.getByText('₺250 × 2 gün')).toBeInTheDocument();
    expect(stay.getByText('Platform hizmet bedeli (%10)')).toBeInTheDocument();
    expect(stay.getByText('₺550')).toBeInTheDocument();
    expect(stay.getByRole('link', { name: /Mesaj gönder/ })).toHaveAttribute(
      'href',
      `/chat/booking_${IDS.booking}`,
    );
    expect(stay.getByRole('button', { name: /İptal et/ })).toBeInTheDocument();
    expect(stay.queryByRole('button', { name: /Değerlendir/ })).not.toBeInTheDocument();

    const walkCard = within(walk as HTMLElement);
    expect(walkCard.getByText('Tamamlandı')).toBeInTheDocument();
    expect(walkCard.getByText('10 Şub 2030 Paz, 08:30 · 2 saat')).toBeInTheDocument();
    expect(walkCard.getByText('Moda Parkı girişi')).toBeInTheDocument();
    expect(walkCard.queryByRole('button', { name: /İptal et/ })).not.toBeInTheDocument();
    expect(walkCard.getByRole('button', { name: /Değerlendir/ })).toBeInTheDocument();
  });

  it("shows a walk's recorded start, its finish and real length; a walk under way has no cancel", async () => {
    const walk = (over: Partial<BookingView>) =>
      bookingView({
        ...completed,
        walk: {
          startedAt: '2030-02-10T05:32:00.000Z',
          finishedAt: '2030-02-10T07:04:00.000Z',
          minutes: 92,
          startOpensAt: '2030-02-10T05:00:00.000Z',
          canStart: false,
          canFinish: false,
        },
        ...over,
      });
    const underWay = walk({
      id: '0190a1b2-0000-7000-8000-000000000201',
      status: 'confirmed',
      canReview: false,
      // The server gives no cancel once the walk has started.
      actions: [],
      walk: {
        startedAt: '2030-02-10T05:32:00.000Z',
        finishedAt: null,
        minutes: null,
        startOpensAt: '2030-02-10T05:00:00.000Z',
        canStart: false,
        canFinish: false,
      },
    });
    const notStarted = bookingView({
      ...underWay,
      id: IDS.booking,
      actions: ['cancel'],
      walk: { ...underWay.walk!, startedAt: null },
    });
    stubList(() => json(200, page([walk({}), underWay, notStarted])));
    await renderList();
    const [done, running, waiting] = await screen.findAllByTestId('booking-card');
    // Istanbul wall clock (+03), whatever the test's zone.
    expect(within(done as HTMLElement).getByTestId('walk-record')).toHaveTextContent(
      'Başladı: 08:32 · Bitti: 10:04 · 1,5 saat',
    );
    expect(within(running as HTMLElement).getByTestId('walk-record')).toHaveTextContent(
      'Başladı: 08:32 · Yürüyüş sürüyor',
    );
    expect(within(running as HTMLElement).queryByRole('button', { name: /İptal et/ })).toBeNull();
    expect(within(waiting as HTMLElement).queryByTestId('walk-record')).toBeNull();
    expect(
      within(waiting as HTMLElement).getByRole('button', { name: /İptal et/ }),
    ).toBeInTheDocument();
  });

  it('offers similar free providers on a booking its provider cancelled, each linked to its profile', async () => {
    const dropped = bookingView({
      status: 'cancelled',
      actions: [],
      expiresAt: null,
      cancellation: { by: 'provider', reason: 'cancelled_by_provider', note: null },
    });
    const alternative = (
      id: string,
      name: string,
      rating: { average: number | null; count: number },
    ) => ({
      id,
      kind: 'sitter',
      name,
      avatarUrl: null,
      cityName: 'İstanbul',
      district: 'Kadıköy',
      rating,
    });
    let items = [
      alternative(IDS.vet, 'Deniz Bakıcı', { average: 4.8, count: 12 }),
      alternative(IDS.walker, 'Ece Bakıcı', { average: null, count: 0 }),
    ];
    const requests = stubApi({
      'GET /api/bookings': () => json(200, page([dropped])),
      'GET /api/bookings/*/alternatives': () => json(200, { items }),
    });
    await renderList();
    const offered = await screen.findByRole('region', {
      name: 'O tarihte müsait benzer hizmet verenler',
    });
    expect(requests.some((r) => r.path === `/api/bookings/${dropped.id}/alternatives`)).toBe(true);
    expect(await within(offered).findAllByTestId('booking-alternative')).toHaveLength(2);
    expect(within(offered).getByRole('link', { name: 'Deniz Bakıcı' })).toHaveAttribute(
      'href',
      `/owner/providers/${IDS.vet}?kind=sitter`,
    );
    expect(offered).toHaveTextContent('Kadıköy, İstanbul · 4,8/5 (12 değerlendirme)');
    expect(offered).toHaveTextContent('Henüz değerlendirme yok');

    vi.unstubAllGlobals();
    document.body.innerHTML = '';
    items = [];
    stubApi({
      'GET /api/bookings': () => json(200, page([dropped])),
      'GET /api/bookings/*/alternatives': () => json(200, { items }),
    });
    await renderList();
    expect(
      await screen.findByText(/Şu an o tarihte müsait benzer bir hizmet veren bulunamadı\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tüm hizmet verenlere göz atın' })).toHaveAttribute(
      'href',
      '/owner/sitters/browse',
    );
  });

  it('offers no alternatives when the owner cancelled, or the time has passed', async () => {
    const requests = stubList(() =>
      json(
        200,
        page([
          bookingView({
            status: 'cancelled',
            actions: [],
            cancellation: { by: 'owner', reason: 'cancelled_by_owner', note: null },
          }),
          bookingView({
            id: '0190a1b2-0000-7000-8000-000000000201',
            status: 'cancelled',
            actions: [],
            timing: 'past',
            cancellation: { by: 'provider', reason: 'cancelled_by_provider', note: null },
          }),
        ]),
      ),
    );
    await renderList();
    expect(await screen.findAllByTestId('booking-card')).toHaveLength(2);
    expect(screen.queryByTestId('booking-alternatives')).toBeNull();
    expect(requests.some((r) => r.path.endsWith('/alternatives'))).toBe(false);
  });

  it('asks before cancelling and sends the optional reason', async () => {
    const requests = stubList(() => json(200, page([bookingView()])));
    await renderList();
    fireEvent.click(await screen.findByRole('button', { name: /İptal et/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Rezervasyonu iptal et' });
    expect(
      within(dialog).getByText(
        /Selin Bakıcı ile 15 Mar 2030 tarihli rezervasyonunuzu iptal etmek istediğinize emin misiniz\?/,
      ),
    ).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'İptal nedeni (isteğe bağlı)' }), {
      target: { value: 'Planım değişti.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Evet, iptal et' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({
      path: `/api/bookings/${IDS.booking}/cancel`,
      body: { note: 'Planım değişti.' },
    });
    expect(await screen.findByText('Rezervasyon iptal edildi.')).toBeInTheDocument();
  });

  it('reviews a completed booking with 1 to 5 stars', async () => {
    const requests = stubList(() => json(200, page([completed])));
    await renderList();
    fireEvent.click(await screen.findByRole('button', { name: /Değerlendir/ }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Deniz Yürür adlı hizmet vereni değerlendirin',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Değerlendirmeyi gönder' }));
    expect(
      await within(dialog).findByText('Lütfen 1 ile 5 arasında bir puan verin.'),
    ).toBeInTheDocument();
    // A star is chosen by its label, as a pointer does.
    const fourStars = within(dialog).getByRole('radio', { name: '4 yıldız' });
    fireEvent.click(dialog.querySelector(`label[for="${fourStars.id}"]`) as HTMLElement);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Yorum (isteğe bağlı)' }), {
      target: { value: 'Çok ilgiliydi.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Değerlendirmeyi gönder' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({
      path: `/api/bookings/${completed.id}/reviews`,
      body: { rating: 4, comment: 'Çok ilgiliydi.' },
    });
  });

  it('asks the server for one status per tab, from the address', async () => {
    const requests = stubList(() => json(200, page([])));
    await renderList('/owner/bookings?tab=confirmed');
    expect(await screen.findByText('Bu durumda rezervasyonunuz yok.')).toBeInTheDocument();
    expect(requests[0]?.query.get('status')).toBe('confirmed');
    expect(screen.getByRole('tab', { name: 'Onaylandı' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByRole('tab', { name: 'İptal edildi' }));
    await waitFor(() => expect(requests.at(-1)?.query.get('status')).toBe('cancelled'));
  });

  it('shows the empty state with a link to browse sitters', async () => {
    stubList(() => json(200, page([])));
    await renderList();
    expect(await screen.findByText('Henüz rezervasyonunuz yok')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bakıcı bul' })).toHaveAttribute(
      'href',
      '/owner/sitters/browse',
    );
  });

  it('says when the list cannot be loaded and retries', async () => {
    let fail = true;
    stubList(() =>
      fail ? json(400, { code: 'BAD_REQUEST', message: 'x' }) : json(200, page([bookingView()])),
    );
    await renderList();
    expect(
      await screen.findByText('Rezervasyonlar yüklenirken bir hata oluştu.'),
    ).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByTestId('booking-card')).toBeInTheDocument();
  });

  it('pages on the server', async () => {
    const requests = stubList((request) =>
      json(200, { ...page([bookingView()], 25), page: Number(request.query.get('page')) }),
    );
    await renderList();
    await screen.findByTestId('booking-card');
    fireEvent.click(screen.getByRole('button', { name: 'Sayfa 3' }));
    await waitFor(() => expect(requests.at(-1)?.query.get('page')).toBe('3'));
  });

  it('offers one page past a long list that counted only so far ("100+")', async () => {
    stubList(() => json(200, page([bookingView()], 100, false)));
    await renderList();
    await screen.findByTestId('booking-card');
    // 100 counted and more beyond, ten a page: pages 1 to 11, the last one offered.
    expect(screen.getByRole('button', { name: 'Sayfa 11' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sayfa 12' })).not.toBeInTheDocument();
  });
});
