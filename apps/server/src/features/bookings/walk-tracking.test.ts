import type {
  BookingView,
  WalkPointsResult,
  WalkReportView,
  WalkTrack,
} from '@patili/domain/bookings';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { expectAccessMatrix } from '../../../test/access-matrix.ts';
import { latestOutbox, signedInAs } from '../../../test/actors.ts';
import { createTestApp, type TestApp } from '../../../test/setup-app.ts';
import { uploadAs } from '../../../test/uploads.ts';
import { booking, file, notification, walkPoint } from '../../db/schema/index.ts';
import {
  act,
  book,
  listedProvider,
  ownerAndWalker,
  TEST_NOW,
  useBookingTestApp,
  type OwnerWithPet,
  type Person,
} from './booking-test-kit.ts';

/**
 * A walk followed live: the walker's positions, the walk as its two people read it, and
 * the report. The clock is Istanbul's wall clock written in UTC (+03); the process runs in New York.
 */

const { clock, testApp } = useBookingTestApp();

let owner: OwnerWithPet;
let walker: Person;

beforeAll(async () => {
  ({ owner, walker } = await ownerAndWalker(testApp));
});

beforeEach(() => clock.set(TEST_NOW));

type Answer<T> = T & { code?: string; message?: string; fields?: Record<string, string> };

/** Moda, north by `north` thousandths of a degree (about 111 m each), `seconds` after `from`. */
const reading = (from: string, seconds: number, north = 0, accuracyM: number | null = 6) => ({
  latitude: Math.round((40.9849 + north / 1000) * 1e6) / 1e6,
  longitude: 29.0257,
  ...(accuracyM === null ? {} : { accuracyM }),
  recordedAt: new Date(Date.parse(from) + seconds * 1000).toISOString(),
});

const sendPoints = (client: Person['client'], bookingId: string, points: unknown) =>
  client.post<Answer<WalkPointsResult>>(`/api/bookings/${bookingId}/walk/points`, { points });
const readWalk = (client: Person['client'], bookingId: string, after?: string) =>
  client.get<Answer<WalkTrack>>(
    `/api/bookings/${bookingId}/walk${after ? `?after=${encodeURIComponent(after)}` : ''}`,
  );
const sendReport = (client: Person['client'], bookingId: string, body: unknown) =>
  client.post<Answer<{ report: WalkReportView }>>(`/api/bookings/${bookingId}/walk/report`, body);
const walkStep = (client: Person['client'], bookingId: string, step: 'start' | 'finish') =>
  client.post<Answer<{ booking: BookingView }>>(`/api/bookings/${bookingId}/walk/${step}`);

/**
 * A confirmed walk of `by` at `time` today (10 June), started at `startAt` (Istanbul's clock in
 * UTC) unless told not to.
 */
const walkUnderWay = async ({
  time,
  startAt,
  by = walker,
  start = true,
}: {
  time: string;
  startAt: string;
  by?: Person;
  start?: boolean;
}) => {
  clock.set(TEST_NOW);
  const made = await book(owner, by, { date: '2026-06-10', time, hours: 1 });
  expect((await act(by.client, made.id, 'accept')).status).toBe(200);
  clock.set(startAt);
  if (start) expect((await walkStep(by.client, made.id, 'start')).status).toBe(200);
  return made.id;
};

const storedPoints = (bookingId: string) =>
  testApp.deps.database.db.select().from(walkPoint).where(eq(walkPoint.bookingId, bookingId));

describe('POST /api/bookings/{id}/walk/points', () => {
  it('stores the walker’s readings thinned to one per 3 s, counts the distance and answers both', async () => {
    // 11:00 in Istanbul, started at 11:00.
    const start = '2026-06-10T08:00:00.000Z';
    const id = await walkUnderWay({ time: '11:00', startAt: start });
    clock.set('2026-06-10T08:01:00.000Z');
    // Out of order, one repeated, one 1 s after another: three are kept, about 111 m apart.
    const first = await sendPoints(walker.client, id, [
      reading(start, 20, 2),
      reading(start, 0, 0),
      reading(start, 10, 1),
      reading(start, 11, 1.1),
      reading(start, 10, 1),
    ]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.stored).toBe(3);
    expect(first.body.distanceKm).toBeGreaterThan(0.22);
    expect(first.body.distanceKm).toBeLessThan(0.225);

    // The next batch starts where the route ended: its first reading is 2 s after the last stored.
    const second = await sendPoints(walker.client, id, [
      reading(start, 22, 2.2),
      reading(start, 30, 3),
    ]);
    expect(second.body).toEqual({ stored: 1, distanceKm: 0.334 });
    const rows = await storedPoints(id);
    expect(rows.map((row) => row.recordedAt.toISOString()).sort()).toEqual([
      '2026-06-10T08:00:00.000Z',
      '2026-06-10T08:00:10.000Z',
      '2026-06-10T08:00:20.000Z',
      '2026-06-10T08:00:30.000Z',
    ]);
    expect(rows[0]).toMatchObject({ latitude: 40.9849, longitude: 29.0257, accuracy: 6 });
    const [stored] = await testApp.deps.database.db
      .select()
      .from(booking)
      .where(eq(booking.id, id));
    expect(stored?.walkDistanceM).toBe(334);

    // The same batch again (a retry) adds nothing, and the distance stays.
    expect((await sendPoints(walker.client, id, [reading(start, 30, 3)])).body).toEqual({
      stored: 0,
      distanceKm: 0.334,
    });
  });

  it('clamps times to the walk: before the start to the start, far ahead of the server to 30 s ahead', async () => {
    const start = '2026-06-10T09:00:00.000Z';
    const id = await walkUnderWay({ time: '12:00', startAt: start });
    clock.set('2026-06-10T09:10:00.000Z');
    const answer = await sendPoints(walker.client, id, [
      reading('2026-06-10T08:00:00.000Z', 0),
      reading('2026-06-10T09:05:00.000Z', 0, 1),
      reading('2027-01-01T00:00:00.000Z', 0, 2),
    ]);
    expect(answer.body.stored).toBe(3);
    const times = (await storedPoints(id)).map((row) => row.recordedAt.toISOString()).sort();
    expect(times).toEqual([
      '2026-06-10T09:00:00.000Z',
      '2026-06-10T09:05:00.000Z',
      '2026-06-10T09:10:30.000Z',
    ]);
    expect(answer.body.distanceKm).toBeCloseTo(0.222, 2);
  });

  it('stores a GPS jump with the route but never walks it', async () => {
    const start = '2026-06-10T17:00:00.000Z';
    const id = await walkUnderWay({ time: '20:00', startAt: start });
    clock.set('2026-06-10T17:01:00.000Z');
    // 2 km north in 10 s (200 m/s), then back on the route.
    const answer = await sendPoints(walker.client, id, [
      reading(start, 0, 0),
      reading(start, 10, 1),
      reading(start, 20, 19),
      reading(start, 30, 2),
    ]);
    expect(answer.body.stored).toBe(4);
    expect(answer.body.distanceKm).toBeCloseTo(0.222, 2);
    // A reading 250 m uncertain is stored, not walked.
    const vague = await sendPoints(walker.client, id, [reading(start, 40, 6, 250)]);
    expect(vague.body).toEqual({ stored: 1, distanceKm: answer.body.distanceKm });
  });

  it('refuses before the start and after the finish with a translated 409, and stores nothing', async () => {
    const id = await walkUnderWay({
      time: '13:00',
      startAt: '2026-06-10T09:45:00.000Z',
      start: false,
    });
    const early = await sendPoints(walker.client, id, [reading('2026-06-10T09:45:00.000Z', 0)]);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      code: 'CONFLICT',
      message:
        'Konum yalnızca yürüyüş sürerken gönderilebilir: başlatıldıktan sonra, bitirilmeden önce.',
    });
    const english = await walker.client.post<Answer<object>>(
      `/api/bookings/${id}/walk/points`,
      { points: [reading('2026-06-10T09:45:00.000Z', 0)] },
      { headers: { 'accept-language': 'en' } },
    );
    expect(english.body.message).toBe(
      'Positions can only be sent while the walk is under way: after it starts and before it finishes.',
    );

    expect((await walkStep(walker.client, id, 'start')).status).toBe(200);
    clock.set('2026-06-10T10:10:00.000Z');
    expect((await walkStep(walker.client, id, 'finish')).status).toBe(200);
    const late = await sendPoints(walker.client, id, [reading('2026-06-10T10:05:00.000Z', 0)]);
    expect(late.status).toBe(409);
    expect(await storedPoints(id)).toEqual([]);
  });

  it('gives 404 to another walker, an unknown or malformed id and to the owner (no walker: the booking is not theirs to record)', async () => {
    const id = await walkUnderWay({ time: '14:00', startAt: '2026-06-10T10:55:00.000Z' });
    const other = await listedProvider(testApp, 'pet_walker');
    const points = [reading('2026-06-10T10:55:00.000Z', 0)];
    expect((await sendPoints(other.client, id, points)).status).toBe(404);
    expect(
      (await sendPoints(walker.client, '0190d4e0-0000-7000-8000-000000000000', points)).status,
    ).toBe(404);
    const malformed = await sendPoints(walker.client, 'nope', points);
    expect(malformed.status).toBe(404);
    expect(malformed.body.message).toBe('Rezervasyon bulunamadı.');
    expect((await sendPoints(owner.client, id, points)).status).toBe(404);
    expect(await storedPoints(id)).toEqual([]);
  });

  it('answers 422 with the field’s message for a bad batch', async () => {
    const id = await walkUnderWay({ time: '15:00', startAt: '2026-06-10T11:55:00.000Z' });
    const good = reading('2026-06-10T11:55:00.000Z', 0);
    const cases: [unknown, string][] = [
      [[], 'En az bir konum gönderin.'],
      [Array(51).fill(good), 'Bir seferde en fazla 50 konum gönderilebilir.'],
      [[{ ...good, latitude: 91 }], 'Konum bilgisi geçersiz.'],
      [[{ ...good, longitude: 'doğu' }], 'Konum bilgisi geçersiz.'],
      [[{ ...good, recordedAt: 'dün' }], 'Konumun zamanı geçersiz.'],
    ];
    for (const [points, message] of cases) {
      const answer = await sendPoints(walker.client, id, points);
      expect(answer.status, JSON.stringify(points).slice(0, 80)).toBe(422);
      expect(Object.values(answer.body.fields ?? {}), JSON.stringify(answer.body)).toContain(
        message,
      );
    }
    expect(
      (await walker.client.post(`/api/bookings/${id}/walk/points`, { points: 'x' })).status,
    ).toBe(422);
    expect(await storedPoints(id)).toEqual([]);
  });

  it('lets each walker send one batch per 2 s (429 with its message), whatever the walk', async () => {
    let limited: TestApp | undefined;
    try {
      limited = await createTestApp({
        now: clock.now,
        requestLimits: { walkPoints: { points: 1, windowSeconds: 2 } },
      });
      const app = limited;
      const { owner: o, walker: w } = await ownerAndWalker(app);
      const made = await book(o, w, { date: '2026-06-12', time: '09:00', hours: 1 });
      // The limit is taken before the walk is looked at: a walk not started still spends it.
      const first = await sendPoints(w.client, made.id, [reading(TEST_NOW, 0)]);
      expect(first.status).toBe(409);
      const second = await sendPoints(w.client, made.id, [reading(TEST_NOW, 0)]);
      expect(second.status).toBe(429);
      expect(second.body.message).toBe(
        'Konumlar çok sık gönderiliyor; birkaç saniye sonra yeniden deneyin.',
      );
      expect(second.headers.get('retry-after')).toMatch(/^[12]$/);
      // Another walker has their own.
      const another = await listedProvider(app, 'pet_walker');
      expect((await sendPoints(another.client, made.id, [reading(TEST_NOW, 0)])).status).toBe(404);
    } finally {
      await limited?.close();
    }
  });

  it('is for walkers (and the admin, who passes every role and finds no walk of theirs: 404) (access matrix)', async () => {
    await expectAccessMatrix(
      testApp,
      {
        method: 'POST',
        path: '/api/bookings/0190d4e0-0000-7000-8000-000000000000/walk/points',
        json: { points: [reading(TEST_NOW, 0)] },
      },
      ['pet_walker', 'admin'], { denied: 404 }
    );
  });
});

describe('GET /api/bookings/{id}/walk', () => {
  it('shows the walk to its owner and its walker: times, elapsed, distance, the route, later points after an instant', async () => {
    const start = '2026-06-10T13:00:00.000Z';
    const id = await walkUnderWay({ time: '16:00', startAt: start });
    const before = await readWalk(owner.client, id);
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    expect(before.body).toEqual({
      bookingId: id,
      viewerRole: 'owner',
      startedAt: start,
      finishedAt: null,
      live: true,
      elapsedSeconds: 0,
      distanceKm: 0,
      pointCount: 0,
      points: [],
      report: null,
      canReport: false,
    });

    clock.set('2026-06-10T13:00:40.000Z');
    await sendPoints(walker.client, id, [
      reading(start, 0, 0),
      reading(start, 10, 1),
      reading(start, 20, 2, null),
    ]);
    const all = await readWalk(owner.client, id);
    expect(all.body).toMatchObject({ elapsedSeconds: 40, pointCount: 3, live: true });
    expect(all.body.distanceKm).toBeCloseTo(0.222, 2);
    expect(all.body.points).toEqual([
      {
        latitude: 40.9849,
        longitude: 29.0257,
        accuracyM: 6,
        recordedAt: '2026-06-10T13:00:00.000Z',
      },
      {
        latitude: 40.9859,
        longitude: 29.0257,
        accuracyM: 6,
        recordedAt: '2026-06-10T13:00:10.000Z',
      },
      {
        latitude: 40.9869,
        longitude: 29.0257,
        accuracyM: null,
        recordedAt: '2026-06-10T13:00:20.000Z',
      },
    ]);
    const since = await readWalk(walker.client, id, '2026-06-10T13:00:10.000Z');
    expect(since.body).toMatchObject({ viewerRole: 'provider', pointCount: 3, canReport: false });
    expect(since.body.points.map((point) => point.recordedAt)).toEqual([
      '2026-06-10T13:00:20.000Z',
    ]);
    expect((await readWalk(owner.client, id, '2026-06-10T13:00:20.000Z')).body.points).toEqual([]);

    // Finished: no longer live, the elapsed time is the walk's.
    clock.set('2026-06-10T13:45:00.000Z');
    expect((await walkStep(walker.client, id, 'finish')).status).toBe(200);
    clock.set('2026-06-10T15:00:00.000Z');
    expect((await readWalk(owner.client, id)).body).toMatchObject({
      live: false,
      finishedAt: '2026-06-10T13:45:00.000Z',
      elapsedSeconds: 45 * 60,
      pointCount: 3,
    });
    expect((await readWalk(walker.client, id)).body.canReport).toBe(true);
  });

  it('is not found for anyone else, for a booking that is not a walk, and for a bad id; 422 for a bad `after`', async () => {
    const id = await walkUnderWay({
      time: '17:00',
      startAt: '2026-06-10T14:00:00.000Z',
      start: false,
    });
    const stranger = await signedInAs(testApp, 'owner');
    const otherWalker = await listedProvider(testApp, 'pet_walker');
    const admin = await signedInAs(testApp, 'admin');
    for (const client of [stranger.client, otherWalker.client, admin.client]) {
      const answer = await readWalk(client, id);
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe('Rezervasyon bulunamadı.');
    }
    expect((await readWalk(owner.client, 'nope')).status).toBe(404);
    const sitter = await listedProvider(testApp, 'sitter');
    const stay = await book(owner, sitter);
    expect((await readWalk(owner.client, stay.id)).status).toBe(404);
    expect((await readWalk(sitter.client, stay.id)).status).toBe(404);
    expect((await owner.client.get(`/api/bookings/${id}/walk?after=yesterday`)).status).toBe(422);
    expect(
      (await owner.client.get(`/api/bookings/${id}/walk?after=0000-01-01T00:00:00Z`)).status,
    ).toBe(422);
    // Not started yet: nothing to follow.
    expect((await readWalk(owner.client, id)).body).toMatchObject({
      startedAt: null,
      live: false,
      elapsedSeconds: null,
    });
  });

  it('is for the booking’s two sides (access matrix: the roles that have bookings)', async () => {
    await expectAccessMatrix(
      testApp,
      { method: 'GET', path: '/api/bookings/0190d4e0-0000-7000-8000-000000000000/walk' },
      ['owner', 'sitter', 'veterinarian', 'pet_walker', 'trainer', 'admin'], { denied: 404 }
    );
  });
});

describe('POST /api/bookings/{id}/walk/report', () => {
  /** A walk that went from 18:00 to 18:40 with a route of about 222 m. */
  const finishedWalk = async () => {
    const start = '2026-06-10T15:00:00.000Z';
    const id = await walkUnderWay({ time: '18:00', startAt: start });
    clock.set('2026-06-10T15:01:00.000Z');
    await sendPoints(walker.client, id, [
      reading(start, 0, 0),
      reading(start, 10, 1),
      reading(start, 20, 2),
    ]);
    clock.set('2026-06-10T15:40:00.000Z');
    expect((await walkStep(walker.client, id, 'finish')).status).toBe(200);
    return id;
  };

  it('refuses a report before the finish (409), and, as not found (404), to another walker and the owner', async () => {
    const id = await walkUnderWay({ time: '19:00', startAt: '2026-06-10T16:00:00.000Z' });
    const early = await sendReport(walker.client, id, { note: 'Erken' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Yürüyüş raporu, yürüyüş bitince yazılabilir.');
    const other = await listedProvider(testApp, 'pet_walker');
    expect((await sendReport(other.client, id, {})).status).toBe(404);
    expect((await sendReport(owner.client, id, {})).status).toBe(404);
    expect((await sendReport(walker.client, 'nope', {})).status).toBe(404);
  });

  it('writes the report once (201), tells the owner, shows it to both; a second send rewrites it (200) without telling again', async () => {
    const id = await finishedWalk();
    const photo = await uploadAs(walker.client, 'walk_report_photo');
    const written = await sendReport(walker.client, id, {
      note: '  Parkta koştu, bol su içti.  ',
      photoIds: [photo.id],
    });
    expect(written.status, JSON.stringify(written.body)).toBe(201);
    expect(written.body.report).toEqual({
      note: 'Parkta koştu, bol su içti.',
      photos: [
        {
          id: photo.id,
          url: `/api/files/${photo.id}`,
          thumbnailUrl: `/api/files/${photo.id}/thumbnail`,
        },
      ],
      distanceKm: 0.222,
      createdAt: '2026-06-10T15:40:00.000Z',
      updatedAt: '2026-06-10T15:40:00.000Z',
    });
    const seen = await readWalk(owner.client, id);
    expect(seen.body.report).toEqual(written.body.report);

    // The owner is told in the app (the walk's screen) and by e-mail.
    const notices = await testApp.deps.database.db
      .select()
      .from(notification)
      .where(and(eq(notification.userId, owner.id), eq(notification.type, 'walk_reported')));
    expect(notices).toHaveLength(1);
    const listed = await owner.client.get<{
      items: { type: string; title: string; body: string; path: string }[];
    }>('/api/notifications');
    expect(listed.body.items[0]).toMatchObject({
      type: 'walk_reported',
      title: 'Yürüyüş raporu hazır',
      body: `Deniz Yürür, ${owner.petName} ile 10 Haz 2026 18:00 tarihli yürüyüşün raporunu paylaştı: süre, mesafe ve rota.`,
      path: `/owner/bookings/${id}/walk`,
    });
    const mail = await latestOutbox(testApp, owner.email);
    expect(mail?.subject).toContain('Yürüyüş raporu hazır');
    expect(mail?.link).toContain(`#/owner/bookings/${id}/walk`);

    // Rewritten later: the note changes, the photo goes, the owner is not told twice.
    clock.set('2026-06-10T16:00:00.000Z');
    const rewritten = await sendReport(walker.client, id, { note: '' });
    expect(rewritten.status).toBe(200);
    expect(rewritten.body.report).toMatchObject({
      note: null,
      photos: [],
      createdAt: '2026-06-10T15:40:00.000Z',
      updatedAt: '2026-06-10T16:00:00.000Z',
    });
    expect(
      await testApp.deps.database.db
        .select()
        .from(notification)
        .where(and(eq(notification.userId, owner.id), eq(notification.type, 'walk_reported'))),
    ).toHaveLength(1);
    // The photo it no longer carries is deleted.
    expect(await testApp.deps.database.db.select().from(file).where(eq(file.id, photo.id))).toEqual(
      [],
    );
    expect((await walker.client.get(`/api/files/${photo.id}`)).status).toBe(404);
  });

  it('shows the report’s photos to the walk’s owner and walker only', async () => {
    const id = await finishedWalk();
    const photo = await uploadAs(walker.client, 'walk_report_photo');
    // Before the report carries it, only its uploader sees it.
    expect((await owner.client.get(`/api/files/${photo.id}`)).status).toBe(404);
    expect((await sendReport(walker.client, id, { photoIds: [photo.id] })).status).toBe(201);
    for (const path of [`/api/files/${photo.id}`, `/api/files/${photo.id}/thumbnail`]) {
      expect((await owner.client.get(path)).status, path).toBe(200);
      expect((await walker.client.get(path)).status, path).toBe(200);
    }
    const strangers = [
      (await signedInAs(testApp, 'owner')).client,
      (await listedProvider(testApp, 'pet_walker')).client,
    ];
    for (const client of strangers)
      expect((await client.get(`/api/files/${photo.id}`)).status).toBe(404);
  });

  it('takes only the walker’s own unused walk photos, at most 5, and a note of at most 1000 characters', async () => {
    const id = await finishedWalk();
    const otherId = await finishedWalk();
    const wrongPurpose = await uploadAs(walker.client, 'walk_visual');
    const someoneElses = await uploadAs(owner.client, 'walk_report_photo');
    const used = await uploadAs(walker.client, 'walk_report_photo');
    expect((await sendReport(walker.client, otherId, { photoIds: [used.id] })).status).toBe(201);
    const fresh = await uploadAs(walker.client, 'walk_report_photo');
    for (const photoIds of [
      [wrongPurpose.id],
      [someoneElses.id],
      [used.id],
      [fresh.id, fresh.id],
      ['0190d4e0-0000-7000-8000-000000000000'],
    ]) {
      const answer = await sendReport(walker.client, id, { photoIds });
      expect(answer.status, JSON.stringify(photoIds)).toBe(422);
      expect(answer.body.fields?.photoIds).toBe(
        'Dosya bulunamadı ya da bu alan için yüklenmedi. Lütfen dosyayı yeniden yükleyin.',
      );
    }
    const six = Array.from({ length: 6 }, () => fresh.id);
    expect((await sendReport(walker.client, id, { photoIds: six })).body.fields?.photoIds).toBe(
      'En fazla 5 fotoğraf ekleyebilirsiniz.',
    );
    expect(
      (await sendReport(walker.client, id, { note: 'a'.repeat(1001) })).body.fields?.note,
    ).toBe('Not en fazla 1000 karakter olabilir.');
    expect((await readWalk(owner.client, id)).body.report).toBeNull();
    expect(
      (await sendReport(walker.client, id, { note: 'a'.repeat(1000), photoIds: [fresh.id] }))
        .status,
    ).toBe(201);
  });

  it('is for walkers (and the admin, who passes every role and finds no walk of theirs: 404) (access matrix)', async () => {
    await expectAccessMatrix(
      testApp,
      {
        method: 'POST',
        path: '/api/bookings/0190d4e0-0000-7000-8000-000000000000/walk/report',
        json: { note: 'Güzel bir yürüyüştü.' },
      },
      ['pet_walker', 'admin'], { denied: 404 }
    );
  });
});

afterAll(() => clock.set(TEST_NOW));
