import type { BookingView, WalkTrack } from '@patili/domain/bookings';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { json, stubApi } from '../../../testing/api-stub';
import { bookingPrice, bookingView, IDS } from '../../../testing/booking-factories';
import { renderWithApp, testUser } from '../../../testing/render';
import { mergeWalkTrack } from '../api/get-walk-track';
import { bookingsQueryKey } from '../api/list-bookings';
import { LiveWalk } from './live-walk';
import { TodayWalks } from './today-walks';

// The map library is not loaded here (as when it cannot be fetched): the route is drawn plainly.
vi.mock('./walk-map', () => {
  throw new Error('the map could not be loaded');
});

const STARTED = new Date(Date.now() - 120_000).toISOString();

/** A walk under way as its walker (or, with `viewerRole`, its owner) sees it. */
const walkUnderWay = (overrides: Partial<BookingView> = {}): BookingView =>
  bookingView({
    kind: 'pet_walker',
    serviceType: 'dog_walking',
    status: 'confirmed',
    viewerRole: 'provider',
    owner: { id: IDS.owner, name: 'Ayşe Yılmaz', avatarUrl: null },
    provider: { id: IDS.walker, name: 'Can Öztürk', avatarUrl: null },
    pet: { id: IDS.pet, name: 'Karamel' },
    startDate: '2030-03-15',
    endDate: '2030-03-15',
    startTime: '09:00',
    hours: 1,
    timing: 'today',
    addressForWalker: 'Moda Parkı girişi',
    price: bookingPrice({ unit: 'hour', quantity: 1 }),
    expiresAt: null,
    actions: [],
    walk: {
      startedAt: STARTED,
      finishedAt: null,
      minutes: null,
      startOpensAt: STARTED,
      canStart: false,
      canFinish: true,
    },
    ...overrides,
  });

const track = (overrides: Partial<WalkTrack> = {}): WalkTrack => ({
  bookingId: IDS.booking,
  viewerRole: 'provider',
  startedAt: STARTED,
  finishedAt: null,
  live: true,
  elapsedSeconds: 120,
  distanceKm: 0,
  pointCount: 0,
  points: [],
  report: null,
  canReport: false,
  ...overrides,
});

type Watcher = {
  success: PositionCallback;
  error?: PositionErrorCallback | null;
  options?: PositionOptions;
};

/** A browser's Geolocation API that the test moves: `watchPosition` calls are kept, readings fed. */
const fakeGeolocation = () => {
  const watchers: Watcher[] = [];
  const cleared: number[] = [];
  let current: ((success: PositionCallback, error: PositionErrorCallback) => void) | null = null;
  const geolocation = {
    watchPosition: vi.fn(
      (
        success: PositionCallback,
        error?: PositionErrorCallback | null,
        options?: PositionOptions,
      ) => {
        watchers.push({ success, error, options });
        return watchers.length;
      },
    ),
    clearWatch: vi.fn((id: number) => cleared.push(id)),
    getCurrentPosition: vi.fn((success: PositionCallback, error: PositionErrorCallback) =>
      current?.(success, error),
    ),
  };
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: geolocation });
  const position = (latitude: number, longitude: number, at: number) =>
    ({
      coords: { latitude, longitude, accuracy: 8 },
      timestamp: at,
    }) as unknown as GeolocationPosition;
  const failure = (code: 1 | 2 | 3) =>
    ({
      code,
      PERMISSION_DENIED: 1,
      POSITION_UNAVAILABLE: 2,
      TIMEOUT: 3,
      message: '',
    }) as unknown as GeolocationPositionError;
  return {
    geolocation,
    watchers,
    cleared,
    feed: (latitude: number, longitude: number, at: number) =>
      watchers.at(-1)?.success(position(latitude, longitude, at)),
    refuse: () => watchers.at(-1)?.error?.(failure(1)),
    answerCurrent: (answer: 'position' | 'denied') => {
      current = (success, error) =>
        answer === 'position' ? success(position(40.99, 29.03, Date.now())) : error(failure(1));
    },
  };
};

// The plain drawing's fallback says why in the console; keep the run's output to the tests.
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'geolocation');
  window.sessionStorage.clear();
});

describe("the walker's live tracking", () => {
  it('explains before the browser asks, then shares readings and sends those waiting before the finish', async () => {
    const geo = fakeGeolocation();
    const requests = stubApi({
      'GET /api/bookings/walks/today': () =>
        json(200, { date: '2030-03-15', items: [walkUnderWay()] }),
      'GET /api/bookings/*/walk': () => json(200, track()),
      'POST /api/bookings/*/walk/points': () => json(200, { stored: 2, distanceKm: 0.11 }),
      'POST /api/bookings/*/walk/finish': () =>
        json(200, {
          booking: walkUnderWay({
            status: 'completed',
            walk: {
              ...walkUnderWay().walk!,
              finishedAt: new Date().toISOString(),
              canFinish: false,
            },
          }),
        }),
    });
    await renderWithApp(<TodayWalks />, {
      user: testUser({ role: 'pet_walker' }),
      path: '/pet-walker/today',
    });
    const panel = within(await screen.findByTestId('walk-tracker'));
    // The explanation first, naming the owner; the browser has not been asked yet.
    expect(panel.getByText('Konumunuzu Ayşe Yılmaz ile paylaşın')).toBeInTheDocument();
    expect(
      panel.getByText('Devam ettiğinizde tarayıcınız konum izni isteyecek.'),
    ).toBeInTheDocument();
    expect(geo.geolocation.watchPosition).not.toHaveBeenCalled();

    fireEvent.click(panel.getByRole('button', { name: 'Konumu paylaş' }));
    await waitFor(() => expect(geo.geolocation.watchPosition).toHaveBeenCalledTimes(1));
    expect(geo.watchers[0]?.options).toMatchObject({ enableHighAccuracy: true });
    const now = Date.now();
    geo.feed(40.9849, 29.0257, now - 4000);
    // Within 3 s of the one before: not kept.
    geo.feed(40.985, 29.0257, now - 2500);
    geo.feed(40.9859, 29.0257, now);
    expect(await panel.findByText('Paylaşılıyor')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Yürüyüşü bitir' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Evet, bitir' }));
    await waitFor(() =>
      expect(requests.some((request) => request.path.endsWith('/walk/finish'))).toBe(true),
    );
    const sent = requests.filter((request) => request.path.endsWith('/walk/points'));
    expect(sent).toHaveLength(1);
    expect(
      (sent[0]?.body as { points: { latitude: number }[] }).points.map((point) => point.latitude),
    ).toEqual([40.9849, 40.9859]);
    expect(requests.findIndex((request) => request.path.endsWith('/walk/points'))).toBeLessThan(
      requests.findIndex((request) => request.path.endsWith('/walk/finish')),
    );
    // Then the report, which can wait.
    expect(await screen.findByRole('dialog', { name: 'Yürüyüş raporu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sonra yaz' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Raporu gönder' })).toBeInTheDocument();
  });

  it('says so when the browser refuses, offers one reading by hand or going on without, and never blocks the finish', async () => {
    const geo = fakeGeolocation();
    const requests = stubApi({
      'GET /api/bookings/walks/today': () =>
        json(200, { date: '2030-03-15', items: [walkUnderWay()] }),
      'GET /api/bookings/*/walk': () => json(200, track({ pointCount: 1, distanceKm: 0 })),
      'POST /api/bookings/*/walk/points': () => json(200, { stored: 1, distanceKm: 0 }),
    });
    await renderWithApp(<TodayWalks />, {
      user: testUser({ role: 'pet_walker' }),
      path: '/pet-walker/today',
    });
    const panel = within(await screen.findByTestId('walk-tracker'));
    fireEvent.click(panel.getByRole('button', { name: 'Konumu paylaş' }));
    await waitFor(() => expect(geo.watchers).toHaveLength(1));
    geo.refuse();
    const notice = within(await panel.findByTestId('tracking-notice'));
    expect(notice.getByText(/Konum izni verilmedi/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yürüyüşü bitir' })).toBeEnabled();

    geo.answerCurrent('position');
    fireEvent.click(notice.getByRole('button', { name: 'Konumumu şimdi gönder' }));
    expect(await screen.findByText('Konumunuz gönderildi.')).toBeInTheDocument();
    const sent = requests.filter((request) => request.path.endsWith('/walk/points'));
    expect((sent[0]?.body as { points: unknown[] }).points).toHaveLength(1);

    fireEvent.click(notice.getByRole('button', { name: 'Konumsuz devam et' }));
    expect(await panel.findByText(/Konum paylaşılmıyor/)).toBeInTheDocument();
    expect(panel.getByTestId('tracking-points')).toHaveTextContent('1');
  });

  it('tells a browser without geolocation that the walk goes on without it', async () => {
    stubApi({
      'GET /api/bookings/walks/today': () =>
        json(200, { date: '2030-03-15', items: [walkUnderWay()] }),
      'GET /api/bookings/*/walk': () => json(200, track()),
    });
    await renderWithApp(<TodayWalks />, {
      user: testUser({ role: 'pet_walker' }),
      path: '/pet-walker/today',
    });
    const panel = within(await screen.findByTestId('walk-tracker'));
    expect(panel.getByText(/Tarayıcınız konum paylaşımını desteklemiyor/)).toBeInTheDocument();
  });
});

describe("the owner's live walk", () => {
  const ownerBooking = walkUnderWay({ viewerRole: 'owner' });
  const points = [
    {
      latitude: 40.9849,
      longitude: 29.0257,
      accuracyM: 5,
      recordedAt: new Date(Date.now() - 60_000).toISOString(),
    },
    {
      latitude: 40.9859,
      longitude: 29.0257,
      accuracyM: 5,
      recordedAt: new Date(Date.now() - 50_000).toISOString(),
    },
    {
      latitude: 40.9869,
      longitude: 29.0267,
      accuracyM: 5,
      recordedAt: new Date(Date.now() - 40_000).toISOString(),
    },
  ];

  it('shows the elapsed time, the distance and the route, drawn plainly when the map cannot load', async () => {
    stubApi({
      [`GET /api/bookings/${IDS.booking}`]: () => json(200, { booking: ownerBooking }),
      'GET /api/bookings/*/walk': () =>
        json(200, track({ viewerRole: 'owner', distanceKm: 0.236, pointCount: 3, points })),
    });
    await renderWithApp(<LiveWalk bookingId={IDS.booking} />, {
      user: testUser(),
      path: `/owner/bookings/${IDS.booking}/walk`,
    });
    expect(await screen.findByRole('heading', { name: 'Canlı takip' })).toBeInTheDocument();
    expect(screen.getByTestId('walk-state')).toHaveTextContent('Canlı');
    expect(screen.getByTestId('walk-distance')).toHaveTextContent('0,24 km');
    expect(screen.getByTestId('walk-points')).toHaveTextContent('3');
    expect(screen.getByTestId('walk-elapsed')).toHaveTextContent(/^0:02:0\d$/);
    const drawing = await screen.findByTestId('route-drawing');
    expect(drawing).toHaveAccessibleName('Yürüyüş rotası, 3 konum');
    expect(drawing.querySelector('polyline')?.getAttribute('points')?.split(' ')).toHaveLength(3);
    expect(
      screen.getByText('Harita yüklenemedi; rota sade bir çizimle gösteriliyor.'),
    ).toBeInTheDocument();
  });

  it('shows a finished walk as its report, with the walker’s note and photos', async () => {
    stubApi({
      [`GET /api/bookings/${IDS.booking}`]: () => json(200, { booking: ownerBooking }),
      'GET /api/bookings/*/walk': () =>
        json(
          200,
          track({
            viewerRole: 'owner',
            live: false,
            finishedAt: new Date().toISOString(),
            elapsedSeconds: 45 * 60,
            distanceKm: 1.2,
            pointCount: 3,
            points,
            report: {
              note: 'Parkta koştu.',
              photos: [{ id: 'f1', url: '/api/files/f1', thumbnailUrl: '/api/files/f1/thumbnail' }],
              distanceKm: 1.2,
              createdAt: new Date().toISOString(),
              updatedAt: new Date().toISOString(),
            },
          }),
        ),
    });
    await renderWithApp(<LiveWalk bookingId={IDS.booking} />, {
      user: testUser(),
      path: `/owner/bookings/${IDS.booking}/walk`,
    });
    expect(await screen.findByRole('heading', { name: 'Yürüyüş raporu' })).toBeInTheDocument();
    expect(screen.getByTestId('walk-elapsed')).toHaveTextContent('0:45:00');
    expect(screen.getByTestId('walk-report-note')).toHaveTextContent('Parkta koştu.');
    expect(screen.getByRole('img', { name: 'Yürüyüş fotoğrafı 1' })).toHaveAttribute(
      'src',
      '/api/files/f1/thumbnail',
    );
  });

  it('asks how a finished walk went, and thanks the owner even when the prompt goes first', async () => {
    let reviewed = false;
    let answerReview: (answer: Response) => void = () => {};
    stubApi({
      [`GET /api/bookings/${IDS.booking}`]: () =>
        json(200, { booking: { ...ownerBooking, status: 'completed', canReview: !reviewed } }),
      'GET /api/bookings/*/walk': () =>
        json(
          200,
          track({ viewerRole: 'owner', live: false, finishedAt: new Date().toISOString() }),
        ),
      'POST /api/bookings/*/reviews': () => {
        reviewed = true;
        return new Promise<Response>((resolve) => {
          answerReview = resolve;
        });
      },
    });
    const { queryClient } = await renderWithApp(<LiveWalk bookingId={IDS.booking} />, {
      user: testUser(),
      path: `/owner/bookings/${IDS.booking}/walk`,
    });
    const prompt = await screen.findByTestId('walk-review-prompt');
    fireEvent.click(within(prompt).getByRole('button', { name: 'Değerlendir' }));
    const dialog = await screen.findByRole('dialog', { name: /adlı hizmet vereni değerlendirin/ });
    const fiveStars = within(dialog).getByRole('radio', { name: '5 yıldız' });
    fireEvent.click(dialog.querySelector(`label[for="${fiveStars.id}"]`) as HTMLElement);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Değerlendirmeyi gönder' }));
    await waitFor(() => expect(reviewed).toBe(true));
    // The booking is read again before the review's answer comes (a reconnecting socket does
    // that): it can no longer be rated, so the prompt and its dialog leave.
    await queryClient.invalidateQueries({ queryKey: bookingsQueryKey });
    await waitFor(() => expect(screen.queryByTestId('walk-review-prompt')).toBeNull());
    answerReview(
      json(201, {
        review: {
          id: 'r1',
          reviewerRole: 'owner',
          reviewType: 'walker_review',
          rating: 5,
          comment: null,
          createdAt: new Date().toISOString(),
        },
      }),
    );
    expect(
      await screen.findByText('Değerlendirmeniz kaydedildi. Teşekkürler!'),
    ).toBeInTheDocument();
  });

  it('says when the walk has not started, and answers a failure with the server’s message', async () => {
    stubApi({
      [`GET /api/bookings/${IDS.booking}`]: () => json(200, { booking: ownerBooking }),
      'GET /api/bookings/*/walk': () =>
        json(
          200,
          track({ viewerRole: 'owner', startedAt: null, live: false, elapsedSeconds: null }),
        ),
    });
    const first = await renderWithApp(<LiveWalk bookingId={IDS.booking} />, { user: testUser() });
    expect(
      await screen.findByText(/Yürüyüş henüz başlamadı. Can Öztürk yürüyüşü başlattığında/),
    ).toBeInTheDocument();
    first.unmount();
    vi.unstubAllGlobals();
    stubApi({});
    await renderWithApp(<LiveWalk bookingId={IDS.booking} />, { user: testUser() });
    expect(await screen.findByText('Bulunamadı.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rezervasyonlarıma dön' })).toHaveAttribute(
      'href',
      '/owner/bookings',
    );
  });
});

describe('mergeWalkTrack', () => {
  it('adds the later points to those held, or takes the answer whole', () => {
    const [a, b, c] = [
      { latitude: 1, longitude: 1, accuracyM: null, recordedAt: '2030-03-15T06:00:00.000Z' },
      { latitude: 2, longitude: 2, accuracyM: null, recordedAt: '2030-03-15T06:00:05.000Z' },
      { latitude: 3, longitude: 3, accuracyM: null, recordedAt: '2030-03-15T06:00:10.000Z' },
    ];
    const held = track({ points: [a, b], pointCount: 2 });
    const later = track({ points: [c], pointCount: 3, distanceKm: 0.5 });
    expect(mergeWalkTrack(held, later, b.recordedAt)).toEqual({ ...later, points: [a, b, c] });
    expect(mergeWalkTrack(undefined, later, undefined)).toBe(later);
    expect(
      mergeWalkTrack(held, track({ points: [b, c], pointCount: 3 }), b.recordedAt).points,
    ).toEqual([a, b, c]);
  });
});
