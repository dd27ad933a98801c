import {
  normalizeBookingStatus,
  roundKm,
  sanitizeWalkPoints,
  summarizeRoute,
  thinWalkPoints,
  type RoutePoint,
  type WalkPointsInput,
  type WalkPointsResult,
  type WalkReportView,
  type WalkTrack,
} from '@patili/domain/bookings';
import { fileUrls } from '@patili/domain/files';
import { and, asc, count, eq, gt, or } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { booking, walkPoint, walkReport } from '../../db/schema/index.ts';
import { AppError, tooManyAttempts } from '../../lib/app-error.ts';
import type { RequestLimits } from '../../lib/request-limits.ts';
import { signalRealtime } from '../../lib/realtime/signal.ts';
import { bookingNotFound, checkBookingId } from './bookings.service.ts';
import { lockBooking } from './transitions.service.ts';

/**
 * A walk followed live: the walker's browser sends batches of positions while the walk
 * is under way; they are sanitized, thinned and stored (`walk-tracking.ts` in the domain), the
 * walk's distance is counted again over the whole stored route, and the owner's and walker's open
 * screens hear of it (`walk` signal) when it commits. Both of them, and no one else, read the
 * route back.
 */

/** The walker's own walk `bookingId`, locked for the change; anyone else's is the not-found answer. */
export const lockWalkOf = (tx: Db, walkerId: string, bookingId: string) =>
  lockBooking(
    tx,
    bookingId,
    and(eq(booking.providerId, walkerId), eq(booking.providerKind, 'pet_walker')),
  );

type StoredPoint = typeof walkPoint.$inferSelect;

const toRoutePoint = (
  row: Pick<StoredPoint, 'latitude' | 'longitude' | 'accuracy' | 'recordedAt'>,
): RoutePoint => ({
  latitude: row.latitude,
  longitude: row.longitude,
  accuracyM: row.accuracy,
  time: row.recordedAt.getTime(),
});

const POINT_COLUMNS = {
  latitude: walkPoint.latitude,
  longitude: walkPoint.longitude,
  accuracy: walkPoint.accuracy,
  recordedAt: walkPoint.recordedAt,
};

/** Takes the walker's one batch per window, or a 429 that says positions come too often. */
const takeBatchTurn = async (limits: RequestLimits, walkerId: string) => {
  try {
    await limits.walkPoints(walkerId);
  } catch (error) {
    if (error instanceof AppError && error.code === 'RATE_LIMITED') {
      throw tooManyAttempts(
        (error.retryAfterSeconds ?? 1) * 1000,
        'bookings:tracking.errors.rateLimited',
      );
    }
    throw error;
  }
};

/**
 * `POST /api/bookings/{id}/walk/points`: the walker's readings of a walk under way (started, not
 * finished, still confirmed; else a 409), each time clamped to the walk and the server's clock,
 * thinned against the stored route. The distance is the whole route's again, so a batch that
 * arrives late or twice never counts twice. Answers how many readings were kept. One batch per
 * walker per 2 s (`REQUEST_LIMITS.walkPoints`, in the database: across server processes).
 */
export const recordWalkPoints = async ({
  db,
  limits,
  walkerId,
  bookingId,
  input,
  now,
}: {
  db: Db;
  limits: RequestLimits;
  walkerId: string;
  bookingId: string;
  input: WalkPointsInput;
  now: Date;
}): Promise<WalkPointsResult> => {
  checkBookingId(bookingId);
  await takeBatchTurn(limits, walkerId);
  return db.transaction(async (tx) => {
    const row = await lockWalkOf(tx, walkerId, bookingId);
    if (
      !row.walkStartedAt ||
      row.walkFinishedAt ||
      normalizeBookingStatus(row.status) !== 'confirmed'
    ) {
      throw new AppError('CONFLICT', { messageKey: 'bookings:tracking.errors.notUnderway' });
    }
    const stored = (
      await tx
        .select(POINT_COLUMNS)
        .from(walkPoint)
        .where(eq(walkPoint.bookingId, row.id))
        .orderBy(asc(walkPoint.recordedAt))
    ).map(toRoutePoint);
    const kept = thinWalkPoints(
      sanitizeWalkPoints(input.points, { startedAt: row.walkStartedAt, now }),
      {
        lastTime: stored.at(-1)?.time ?? null,
        count: stored.length,
      },
    );
    if (kept.length === 0)
      return { stored: 0, distanceKm: roundKm((row.walkDistanceM ?? 0) / 1000) };

    await tx.insert(walkPoint).values(
      kept.map((point) => ({
        bookingId: row.id,
        recordedAt: new Date(point.time),
        latitude: point.latitude,
        longitude: point.longitude,
        accuracy: point.accuracyM,
        createdAt: now,
      })),
    );
    const distanceM = Math.round(summarizeRoute([...stored, ...kept]).distanceKm * 1000);
    await tx.update(booking).set({ walkDistanceM: distanceM }).where(eq(booking.id, row.id));
    await signalRealtime(tx, { type: 'walk', bookingId: row.id });
    return { stored: kept.length, distanceKm: roundKm(distanceM / 1000) };
  });
};

/** A stored report as both sides read it. */
export const toWalkReportView = (row: typeof walkReport.$inferSelect): WalkReportView => ({
  note: row.note,
  photos: row.photoIds.map((id) => ({ id, ...fileUrls(id) })),
  distanceKm: roundKm(row.distanceM / 1000),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * `GET /api/bookings/{id}/walk`: the walk for its owner or its walker (anyone else, and a booking
 * that is not a walk, is not found): its times, the elapsed time at `now` while it is on, the
 * distance, the points in time order (all, or those recorded after `after`), and the report.
 */
export const getWalkTrack = async ({
  db,
  userId,
  bookingId,
  after,
  now,
}: {
  db: Db;
  userId: string;
  bookingId: string;
  after: string | undefined;
  now: Date;
}): Promise<WalkTrack> => {
  checkBookingId(bookingId);
  const [row] = await db
    .select({
      id: booking.id,
      ownerId: booking.ownerId,
      status: booking.status,
      walkStartedAt: booking.walkStartedAt,
      walkFinishedAt: booking.walkFinishedAt,
      walkDistanceM: booking.walkDistanceM,
    })
    .from(booking)
    .where(
      and(
        eq(booking.id, bookingId),
        eq(booking.providerKind, 'pet_walker'),
        or(eq(booking.ownerId, userId), eq(booking.providerId, userId)),
      ),
    )
    .limit(1);
  if (!row) throw bookingNotFound();

  const ofThisWalk = eq(walkPoint.bookingId, row.id);
  const [points, [total], [report]] = await Promise.all([
    db
      .select(POINT_COLUMNS)
      .from(walkPoint)
      .where(after ? and(ofThisWalk, gt(walkPoint.recordedAt, new Date(after))) : ofThisWalk)
      .orderBy(asc(walkPoint.recordedAt)),
    db.select({ value: count() }).from(walkPoint).where(ofThisWalk),
    db.select().from(walkReport).where(eq(walkReport.bookingId, row.id)).limit(1),
  ]);

  const started = row.walkStartedAt;
  const finished = row.walkFinishedAt;
  const viewerRole = row.ownerId === userId ? 'owner' : 'provider';
  return {
    bookingId: row.id,
    viewerRole,
    startedAt: started?.toISOString() ?? null,
    finishedAt: finished?.toISOString() ?? null,
    live:
      started !== null && finished === null && normalizeBookingStatus(row.status) === 'confirmed',
    elapsedSeconds: started
      ? Math.max(0, Math.floor(((finished ?? now).getTime() - started.getTime()) / 1000))
      : null,
    distanceKm: roundKm((row.walkDistanceM ?? 0) / 1000),
    pointCount: total?.value ?? 0,
    points: points.map((point) => ({
      latitude: point.latitude,
      longitude: point.longitude,
      accuracyM: point.accuracy,
      recordedAt: point.recordedAt.toISOString(),
    })),
    report: report ? toWalkReportView(report) : null,
    canReport: viewerRole === 'provider' && finished !== null,
  };
};
