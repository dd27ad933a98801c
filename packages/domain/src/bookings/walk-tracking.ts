import { z } from 'zod';

import { msg } from '../i18n/translate.ts';
import { distanceKm } from '../locations/locations.ts';

/**
 * A walk followed live ("A walk followed live"): while a walk is under way the walker's
 * browser sends its position in batches; the server keeps a thinned, sanitized route, and the
 * owner sees it drawn with the distance and the elapsed time. When the walk is over the walker may
 * write a report (a note and photos) that the owner is told of.
 *
 * The rules here are pure: the server runs them on what it stores, the web on what it draws, so
 * both sides count the same distance.
 */

/** Positions one batch may carry: about four minutes of a phone's readings at one a second…  */
export const WALK_POINTS_BATCH_MAX = 50;
/** …of which at most one per this many milliseconds is stored (consecutive stored points are at least this far apart). */
export const WALK_POINT_MIN_INTERVAL_MS = 3_000;
/** Points stored per walk at most: 3 000 points 3 s apart is two and a half hours of route. */
export const WALK_POINTS_MAX = 3_000;
/** How often the walker's browser sends what it has gathered. */
export const WALK_SEND_INTERVAL_MS = 5_000;
/** How often the owner's screen asks again while a walk is on and no live event has come. */
export const WALK_REFETCH_INTERVAL_MS = 10_000;
/** A step faster than this (metres per second: a sprinting dog, not a car) is a GPS jump, not walked. */
export const WALK_MAX_SPEED_MPS = 15;
/** A reading less precise than this (metres) is stored but not counted: indoors, a fix is often hundreds of metres off. */
export const WALK_POOR_ACCURACY_M = 100;
/** How far ahead of the server's clock a reading's time may be (a phone's clock drifts); later is clamped to it. */
export const WALK_CLOCK_SKEW_MS = 30_000;
/** The longest note of a walk report, and its photos at most (the gallery limit). */
export const WALK_REPORT_NOTE_MAX = 1000;
export const WALK_REPORT_PHOTOS_MAX = 5;

const pointInvalid = msg('bookings:tracking.validation.pointInvalid');

const coordinate = (limit: number) =>
  z
    .number({ error: pointInvalid })
    .min(-limit, { error: pointInvalid })
    .max(limit, { error: pointInvalid });

/** One reading of the walker's position (the Geolocation API's `coords` and `timestamp`). */
export const walkPointInputSchema = z.object({
  latitude: coordinate(90),
  longitude: coordinate(180),
  /** The reading's radius of uncertainty in metres, when the device gives one. */
  accuracyM: z
    .number({ error: pointInvalid })
    .min(0, { error: pointInvalid })
    .max(100_000, { error: pointInvalid })
    .optional(),
  recordedAt: z.iso.datetime({
    offset: true,
    error: msg('bookings:tracking.validation.timeInvalid'),
  }),
});
export type WalkPointInput = z.infer<typeof walkPointInputSchema>;

/** `POST /api/bookings/{bookingId}/walk/points`: a batch of 1 to 50 readings, in any order. */
export const walkPointsInputSchema = z.object({
  points: z
    .array(walkPointInputSchema, { error: msg('bookings:tracking.validation.pointsRequired') })
    .min(1, { error: msg('bookings:tracking.validation.pointsRequired') })
    .max(WALK_POINTS_BATCH_MAX, { error: msg('bookings:tracking.validation.tooManyPoints') }),
});
export type WalkPointsInput = z.infer<typeof walkPointsInputSchema>;

/** `POST …/walk/points` answer: how many of the batch were kept, and the walk's distance now. */
export const walkPointsResultSchema = z.object({
  stored: z.number().int(),
  distanceKm: z.number(),
});
export type WalkPointsResult = z.infer<typeof walkPointsResultSchema>;

/**
 * `POST /api/bookings/{bookingId}/walk/report`: an optional note and up to five photos (uploaded
 * first as `walk_report_photo`). Sending it again replaces the report.
 */
export const walkReportInputSchema = z.object({
  note: z
    .string({ error: msg('errors:invalidValue') })
    .trim()
    .max(WALK_REPORT_NOTE_MAX, { error: msg('bookings:tracking.validation.noteTooLong') })
    .nullish()
    .transform((value) => (value ? value : null)),
  photoIds: z
    .array(z.uuid({ error: msg('files:invalidAttachment') }), { error: msg('errors:invalidValue') })
    .max(WALK_REPORT_PHOTOS_MAX, { error: msg('bookings:tracking.validation.tooManyPhotos') })
    .default([]),
});
export type WalkReportInput = z.input<typeof walkReportInputSchema>;
export type WalkReport = z.output<typeof walkReportInputSchema>;

/** `GET /api/bookings/{bookingId}/walk?after=…`: only the points recorded after an instant (incremental). */
export const walkTrackQuerySchema = z.object({
  after: z.iso
    .datetime({ offset: true, error: msg('errors:invalidValue') })
    // An instant a database can hold (year 0 is not one in PostgreSQL): from 1970 on.
    .refine((value) => Date.parse(value) >= 0, { error: msg('errors:invalidValue') })
    .optional(),
});
export type WalkTrackQuery = z.infer<typeof walkTrackQuerySchema>;

export const walkPointViewSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  accuracyM: z.number().nullable(),
  recordedAt: z.string(),
});
export type WalkPointView = z.infer<typeof walkPointViewSchema>;

export const walkReportViewSchema = z.object({
  note: z.string().nullable(),
  photos: z.array(z.object({ id: z.string(), url: z.string(), thumbnailUrl: z.string() })),
  /** The walk's distance when the report was written. */
  distanceKm: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WalkReportView = z.infer<typeof walkReportViewSchema>;

/** `GET /api/bookings/{bookingId}/walk`: the walk as its owner and its walker follow it. */
export const walkTrackSchema = z.object({
  bookingId: z.string(),
  /** Which side the caller is on. */
  viewerRole: z.enum(['owner', 'provider']),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** True from the start to the finish: points are taken and the screens follow it. */
  live: z.boolean(),
  /** Seconds from the start to the finish, or to the server's now while it is on; null before the start. */
  elapsedSeconds: z.number().int().nullable(),
  /** The route's length as `summarizeRoute` counts it over every stored point. */
  distanceKm: z.number(),
  /** Stored points of the whole walk. */
  pointCount: z.number().int(),
  /** Every stored point in time order, or those after `after`. */
  points: z.array(walkPointViewSchema),
  report: walkReportViewSchema.nullable(),
  /** The walker may write (or rewrite) the report: the walk is finished and the caller is its walker. */
  canReport: z.boolean(),
});
export type WalkTrack = z.infer<typeof walkTrackSchema>;

// --- The rules ------------------------------------------------------------------------------------

/** A reading as the rules read it: `time` in epoch milliseconds, `accuracyM` null when unknown. */
export type RoutePoint = {
  readonly latitude: number;
  readonly longitude: number;
  readonly accuracyM: number | null;
  readonly time: number;
};

export type RouteSummary = {
  /** Kilometres walked: the plausible steps between counted points. */
  readonly distanceKm: number;
  /** From the first counted point to the last, in milliseconds (0 with fewer than two). */
  readonly durationMs: number;
  /** Points that counted (precise enough, not a duplicate time, not a jump). */
  readonly countedPoints: number;
  /**
   * The route to draw: runs of counted points, broken where a jump was left out (a drawing joins
   * the points of a run, never two runs).
   */
  readonly segments: readonly (readonly RoutePoint[])[];
};

/** Precise enough to count: no accuracy given, or within `WALK_POOR_ACCURACY_M`. */
export const isPreciseEnough = (point: Pick<RoutePoint, 'accuracyM'>): boolean =>
  point.accuracyM === null || point.accuracyM <= WALK_POOR_ACCURACY_M;

/** In time order; of two readings with the same time, the more precise (else the first) only. */
const inTimeOrder = (points: readonly RoutePoint[]): RoutePoint[] => {
  const sorted = points
    .map((point, index) => ({ point, index }))
    .sort((a, b) => a.point.time - b.point.time || a.index - b.index)
    .map(({ point }) => point);
  const result: RoutePoint[] = [];
  for (const point of sorted) {
    const previous = result[result.length - 1];
    if (previous && previous.time === point.time) {
      if ((point.accuracyM ?? Infinity) < (previous.accuracyM ?? Infinity))
        result[result.length - 1] = point;
      continue;
    }
    result.push(point);
  }
  return result;
};

/** Whether going from `a` to `b` is a step a walker could take: at most `WALK_MAX_SPEED_MPS`. */
const plausibleStep = (a: RoutePoint, b: RoutePoint): boolean => {
  const seconds = (b.time - a.time) / 1000;
  if (seconds <= 0) return false;
  return (distanceKm(a, b) * 1000) / seconds <= WALK_MAX_SPEED_MPS;
};

/**
 * The walked distance and the route to draw, from readings in any order. Readings less precise
 * than `WALK_POOR_ACCURACY_M` and repeated times are left out. A step faster than
 * `WALK_MAX_SPEED_MPS` from the last counted point is a jump: that reading waits as a candidate.
 * If the next reading is a plausible step from the candidate but not from the last counted point,
 * the route has really moved (or the last counted point was the wrong one): it goes on from the
 * candidate in a new run, and the jump itself is never counted. A lone spike is simply dropped.
 */
export const summarizeRoute = (points: readonly RoutePoint[]): RouteSummary => {
  const ordered = inTimeOrder(points.filter(isPreciseEnough));
  const segments: RoutePoint[][] = [];
  let run: RoutePoint[] = [];
  let candidate: RoutePoint | null = null;
  let metres = 0;
  let counted = 0;

  const count = (point: RoutePoint) => {
    counted += 1;
    run.push(point);
  };

  for (const point of ordered) {
    const previous = run[run.length - 1];
    if (!previous) {
      count(point);
      continue;
    }
    if (plausibleStep(previous, point)) {
      metres += distanceKm(previous, point) * 1000;
      count(point);
      candidate = null;
      continue;
    }
    if (candidate && plausibleStep(candidate, point)) {
      segments.push(run);
      run = [];
      count(candidate);
      metres += distanceKm(candidate, point) * 1000;
      count(point);
      candidate = null;
      continue;
    }
    candidate = point;
  }
  if (run.length > 0) segments.push(run);
  const first = segments[0]?.[0];
  const last = segments.at(-1)?.at(-1);
  const durationMs = first && last ? last.time - first.time : 0;
  return { distanceKm: metres / 1000, durationMs, countedPoints: counted, segments };
};

/** Kilometres as the API shows them: to the metre. */
export const roundKm = (km: number): number => Math.round(km * 1000) / 1000;

/**
 * A batch's readings made safe to store, against the walk's window: each time clamped to the walk's
 * start at the earliest and to `now + WALK_CLOCK_SKEW_MS` at the latest; coordinates to six
 * decimals (about 10 cm), accuracy to a decimetre.
 */
export const sanitizeWalkPoints = (
  points: readonly WalkPointInput[],
  window: { readonly startedAt: Date; readonly now: Date },
): RoutePoint[] => {
  const earliest = window.startedAt.getTime();
  const latest = Math.max(earliest, window.now.getTime() + WALK_CLOCK_SKEW_MS);
  const round = (value: number, decimals: number) =>
    Math.round(value * 10 ** decimals) / 10 ** decimals;
  return points.flatMap((point) => {
    const time = Date.parse(point.recordedAt);
    // The schema only lets real instants through; a reading without one is dropped, never stored.
    if (!Number.isFinite(time)) return [];
    return [
      {
        latitude: round(point.latitude, 6),
        longitude: round(point.longitude, 6),
        accuracyM: point.accuracyM === undefined ? null : round(point.accuracyM, 1),
        time: Math.min(latest, Math.max(earliest, time)),
      },
    ];
  });
};

/**
 * Which readings of a batch are stored (the route only grows forward): in time order, each at
 * least `WALK_POINT_MIN_INTERVAL_MS` after the last stored point and after the one kept before it,
 * until the walk holds `WALK_POINTS_MAX`. Readings older than the stored route add nothing and are
 * dropped; of those close together the first is kept.
 */
export const thinWalkPoints = (
  incoming: readonly RoutePoint[],
  stored: { readonly lastTime: number | null; readonly count: number },
): RoutePoint[] => {
  const room = Math.max(0, WALK_POINTS_MAX - stored.count);
  const kept: RoutePoint[] = [];
  let lastTime = stored.lastTime;
  for (const point of inTimeOrder(incoming)) {
    if (kept.length >= room) break;
    if (lastTime !== null && point.time - lastTime < WALK_POINT_MIN_INTERVAL_MS) continue;
    kept.push(point);
    lastTime = point.time;
  }
  return kept;
};
