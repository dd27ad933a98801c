import { describe, expect, it } from 'vitest';

import { distanceKm } from '../locations/locations.ts';
import {
  roundKm,
  sanitizeWalkPoints,
  summarizeRoute,
  thinWalkPoints,
  WALK_CLOCK_SKEW_MS,
  WALK_POINT_MIN_INTERVAL_MS,
  WALK_POINTS_BATCH_MAX,
  WALK_POINTS_MAX,
  walkPointsInputSchema,
  walkReportInputSchema,
  walkTrackQuerySchema,
  type RoutePoint,
} from './walk-tracking.ts';

/** Moda, Kadıköy: the walks start here. One thousandth of a degree of latitude is about 111 m. */
const MODA = { latitude: 40.9849, longitude: 29.0257 };
const T0 = Date.parse('2026-06-10T07:00:00.000Z');

/** A reading `north` thousandths of a degree north of Moda, `seconds` after T0. */
const at = (seconds: number, north = 0, accuracyM: number | null = 5): RoutePoint => ({
  latitude: MODA.latitude + north / 1000,
  longitude: MODA.longitude,
  accuracyM,
  time: T0 + seconds * 1000,
});

const metres = (a: RoutePoint, b: RoutePoint) => distanceKm(a, b) * 1000;

describe('walkPointsInputSchema', () => {
  const point = {
    latitude: 40.98,
    longitude: 29.02,
    accuracyM: 8,
    recordedAt: '2026-06-10T07:00:00.000Z',
  };

  it('takes 1 to 50 readings with an optional accuracy and an ISO time with its offset', () => {
    expect(walkPointsInputSchema.parse({ points: [point] }).points).toEqual([point]);
    const { accuracyM: _, ...bare } = point;
    expect(
      walkPointsInputSchema.safeParse({
        points: [{ ...bare, recordedAt: '2026-06-10T10:00:00+03:00' }],
      }).success,
    ).toBe(true);
    expect(
      walkPointsInputSchema.safeParse({ points: Array(WALK_POINTS_BATCH_MAX).fill(point) }).success,
    ).toBe(true);
  });

  it('refuses an empty or too large batch, out-of-range coordinates and bad times, each with its message', () => {
    const issue = (body: unknown) =>
      walkPointsInputSchema.safeParse(body).error?.issues[0]?.message;
    expect(issue({ points: [] })).toBe('bookings:tracking.validation.pointsRequired');
    expect(issue({})).toBe('bookings:tracking.validation.pointsRequired');
    expect(issue({ points: Array(WALK_POINTS_BATCH_MAX + 1).fill(point) })).toBe(
      'bookings:tracking.validation.tooManyPoints',
    );
    for (const bad of [
      { latitude: 90.0001 },
      { latitude: -91 },
      { longitude: 180.5 },
      { longitude: -181 },
      { latitude: '40.9' },
      { accuracyM: -1 },
      { accuracyM: 1e9 },
    ])
      expect(issue({ points: [{ ...point, ...bad }] }), JSON.stringify(bad)).toBe(
        'bookings:tracking.validation.pointInvalid',
      );
    for (const recordedAt of ['yesterday', '2026-06-10', '2026-06-10T07:00:00', 1_781_074_800_000])
      expect(issue({ points: [{ ...point, recordedAt }] }), String(recordedAt)).toBe(
        'bookings:tracking.validation.timeInvalid',
      );
  });
});

describe('walkReportInputSchema and walkTrackQuerySchema', () => {
  it('trims the note (empty is none), keeps up to 5 photo ids', () => {
    const id = '0190d4e0-0000-7000-8000-000000000001';
    expect(walkReportInputSchema.parse({ note: '  Parkta koştu.  ', photoIds: [id] })).toEqual({
      note: 'Parkta koştu.',
      photoIds: [id],
    });
    expect(walkReportInputSchema.parse({ note: '   ' })).toEqual({ note: null, photoIds: [] });
    expect(walkReportInputSchema.parse({})).toEqual({ note: null, photoIds: [] });
    expect(walkReportInputSchema.parse({ note: null })).toEqual({ note: null, photoIds: [] });
  });

  it('refuses a note over 1000 characters, a sixth photo and an id that is not one', () => {
    const issue = (body: unknown) =>
      walkReportInputSchema.safeParse(body).error?.issues[0]?.message;
    expect(walkReportInputSchema.safeParse({ note: 'a'.repeat(1000) }).success).toBe(true);
    expect(issue({ note: 'a'.repeat(1001) })).toBe('bookings:tracking.validation.noteTooLong');
    const ids = Array.from({ length: 6 }, (_, i) => `0190d4e0-0000-7000-8000-00000000000${i}`);
    expect(issue({ photoIds: ids })).toBe('bookings:tracking.validation.tooManyPhotos');
    expect(issue({ photoIds: ['nope'] })).toBe('files:invalidAttachment');
  });

  it('reads `after` as an ISO instant, or nothing', () => {
    expect(walkTrackQuerySchema.parse({})).toEqual({});
    expect(walkTrackQuerySchema.parse({ after: '2026-06-10T07:00:05.000Z' })).toEqual({
      after: '2026-06-10T07:00:05.000Z',
    });
    expect(walkTrackQuerySchema.safeParse({ after: 'later' }).success).toBe(false);
    // Year 0 reads as a date in JavaScript but is none in PostgreSQL.
    expect(walkTrackQuerySchema.safeParse({ after: '0000-01-01T00:00:00Z' }).success).toBe(false);
  });
});

describe('summarizeRoute', () => {
  it('is nothing for no points and for one', () => {
    expect(summarizeRoute([])).toEqual({
      distanceKm: 0,
      durationMs: 0,
      countedPoints: 0,
      segments: [],
    });
    expect(summarizeRoute([at(0)])).toEqual({
      distanceKm: 0,
      durationMs: 0,
      countedPoints: 1,
      segments: [[at(0)]],
    });
  });

  it('sums the haversine steps and times the route from its first point to its last', () => {
    // Three steps of about 111 m, 10 s apart (11 m/s: a run, not a jump).
    const route = [at(0, 0), at(10, 1), at(20, 2), at(30, 3)];
    const summary = summarizeRoute(route);
    expect(summary.distanceKm).toBeCloseTo(metres(at(0, 0), at(30, 3)) / 1000, 9);
    expect(summary.distanceKm).toBeGreaterThan(0.33);
    expect(summary.distanceKm).toBeLessThan(0.34);
    expect(summary.durationMs).toBe(30_000);
    expect(summary.countedPoints).toBe(4);
    expect(summary.segments).toEqual([route]);
  });

  it('reads points in time order whatever order they came in', () => {
    const route = [at(0, 0), at(10, 1), at(20, 2)];
    const shuffled = [route[2]!, route[0]!, route[1]!];
    expect(summarizeRoute(shuffled)).toEqual(summarizeRoute(route));
  });

  it('counts a repeated time once, keeping the more precise reading', () => {
    const precise = at(10, 1, 4);
    const vague = { ...at(10, 1.5, 40) };
    const summary = summarizeRoute([at(0, 0), vague, precise, at(20, 2)]);
    expect(summary.countedPoints).toBe(3);
    expect(summary.segments[0]).toContainEqual(precise);
    expect(summary.segments[0]).not.toContainEqual(vague);
    // The same reading sent twice adds nothing.
    expect(summarizeRoute([at(0, 0), at(10, 1), at(10, 1)]).distanceKm).toBeCloseTo(
      summarizeRoute([at(0, 0), at(10, 1)]).distanceKm,
      12,
    );
  });

  it('leaves out a GPS jump (faster than 15 m/s) and goes on from the last good point', () => {
    // 2 km north in 10 s, then back on the route.
    const spike = at(20, 18);
    const summary = summarizeRoute([at(0, 0), at(10, 1), spike, at(30, 2)]);
    expect(summary.countedPoints).toBe(3);
    expect(summary.segments).toEqual([[at(0, 0), at(10, 1), at(30, 2)]]);
    expect(summary.distanceKm * 1000).toBeCloseTo(metres(at(0, 0), at(30, 2)), 6);
  });

  it('keeps walking from a new place when the route really moved on, without counting the jump', () => {
    // A wrong first fix 3 km away, then the real walk.
    const wrong = at(0, -27);
    const walk = [at(10, 0), at(20, 0.5), at(30, 1)];
    const summary = summarizeRoute([wrong, ...walk]);
    expect(summary.segments).toEqual([[wrong], walk]);
    expect(summary.countedPoints).toBe(4);
    expect(summary.distanceKm * 1000).toBeCloseTo(metres(walk[0]!, walk[2]!), 6);
  });

  it('does not count readings less precise than 100 m; an unknown accuracy counts', () => {
    const summary = summarizeRoute([at(0, 0), at(10, 0.5, 250), at(20, 1, null), at(30, 1.5, 100)]);
    expect(summary.countedPoints).toBe(3);
    expect(summary.segments[0]!.map((point) => point.accuracyM)).toEqual([5, null, 100]);
    expect(summarizeRoute([at(0, 0, 500)]).countedPoints).toBe(0);
  });

  it('rounds kilometres to the metre for the API', () => {
    expect(roundKm(1.23456)).toBe(1.235);
    expect(roundKm(0)).toBe(0);
  });
});

describe('sanitizeWalkPoints', () => {
  const window = { startedAt: new Date(T0), now: new Date(T0 + 600_000) };
  const reading = (recordedAt: string, over: object = {}) => ({
    latitude: 40.98491234567,
    longitude: 29.02571234567,
    accuracyM: 7.26,
    recordedAt,
    ...over,
  });

  it('rounds coordinates to six decimals and accuracy to a decimetre', () => {
    expect(sanitizeWalkPoints([reading('2026-06-10T07:05:00.000Z')], window)).toEqual([
      { latitude: 40.984912, longitude: 29.025712, accuracyM: 7.3, time: T0 + 300_000 },
    ]);
    expect(
      sanitizeWalkPoints(
        [reading('2026-06-10T10:05:00+03:00', { accuracyM: undefined })],
        window,
      )[0],
    ).toMatchObject({
      accuracyM: null,
      time: T0 + 300_000,
    });
  });

  it('clamps a time before the start to the start, and one beyond the allowed skew to it', () => {
    const [early, ahead, farAhead] = sanitizeWalkPoints(
      [
        reading('2026-06-10T06:00:00.000Z'),
        reading('2026-06-10T07:10:20.000Z'),
        reading('2027-01-01T00:00:00.000Z'),
      ],
      window,
    );
    expect(early!.time).toBe(T0);
    // 20 s ahead of the server: within the skew, kept as sent.
    expect(ahead!.time).toBe(T0 + 620_000);
    expect(farAhead!.time).toBe(T0 + 600_000 + WALK_CLOCK_SKEW_MS);
  });
});

describe('thinWalkPoints', () => {
  it('keeps one reading per 3 s in time order, from the last stored one', () => {
    const batch = [at(7), at(1), at(2), at(3), at(5), at(4.5), at(10)];
    expect(
      thinWalkPoints(batch, { lastTime: null, count: 0 }).map((point) => point.time - T0),
    ).toEqual([1000, 4500, 10_000]);
    // The stored route ends at 5 s: nothing before 8 s is added.
    expect(
      thinWalkPoints(batch, { lastTime: T0 + 5000, count: 10 }).map((point) => point.time - T0),
    ).toEqual([10_000]);
    expect(WALK_POINT_MIN_INTERVAL_MS).toBe(3000);
  });

  it('drops readings older than the stored route and repeated times', () => {
    expect(
      thinWalkPoints([at(0), at(0), at(3)], { lastTime: null, count: 0 }).map(
        (point) => point.time - T0,
      ),
    ).toEqual([0, 3000]);
    expect(thinWalkPoints([at(1), at(2)], { lastTime: T0 + 60_000, count: 5 })).toEqual([]);
  });

  it('stops at 3 000 points a walk', () => {
    const batch = Array.from({ length: 10 }, (_, i) => at(i * 5));
    expect(thinWalkPoints(batch, { lastTime: null, count: WALK_POINTS_MAX - 4 })).toHaveLength(4);
    expect(thinWalkPoints(batch, { lastTime: null, count: WALK_POINTS_MAX })).toEqual([]);
  });

  it('is empty for an empty batch', () => {
    expect(thinWalkPoints([], { lastTime: null, count: 0 })).toEqual([]);
  });
});
