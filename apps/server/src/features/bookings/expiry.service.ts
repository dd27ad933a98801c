import {
  AWAITING_ANSWER_STATUSES,
  BOOKING_REQUEST_ANSWER_HOURS,
  transitionBooking,
} from '@patili/domain/bookings';
import { and, asc, eq, inArray, lte, ne, or } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { booking } from '../../db/schema/index.ts';
import type { Job } from '../../lib/jobs.ts';
import type { Messenger } from '../../lib/mail/messenger.ts';
import {
  recordNotifications,
  sendNotificationEmails,
  type NewNotification,
} from '../../lib/notifications/notifications.ts';
import { signalRealtime } from '../../lib/realtime/signal.ts';
import { bookingNotices, petNameOf } from './booking-notices.ts';
import { bookingNotifications } from './booking-notifications.ts';
import { measureResponsiveness } from './responsiveness.service.ts';

/**
 * Request expiry: a request not answered within 24 hours, or by a timed service's start, or by
 * the end of a stay's first day, becomes `cancelled` with reason `expired`, and both sides are told. Safe with
 * several server processes on one database (decision 010): each batch takes its rows with
 * `for update skip locked`, so two processes never expire the same request, and an accept that
 * holds a request's row is skipped (and decided by the accept's own expiry check).
 */

/** Requests expired per transaction; a run goes on while batches come back full. */
const BATCH_SIZE = 100;
const MAX_BATCHES = 50;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const expireBatch = async (db: Db, now: Date) => {
  return db.transaction(async (tx) => {
    // The index's candidates; the domain's `transitionBooking` decides which are due.
    const candidates = await tx
      .select()
      .from(booking)
      .where(
        and(
          inArray(booking.status, [...AWAITING_ANSWER_STATUSES]),
          or(
            lte(
              booking.createdAt,
              new Date(now.getTime() - BOOKING_REQUEST_ANSWER_HOURS * HOUR_MS),
            ),
            and(ne(booking.providerKind, 'sitter'), lte(booking.startsAt, now)),
            // A stay starts at an Istanbul midnight and may be answered until the next one.
            lte(booking.startsAt, new Date(now.getTime() - DAY_MS)),
          ),
        ),
      )
      .orderBy(asc(booking.createdAt), asc(booking.id))
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    const notices: NewNotification[] = [];
    const lapsed = new Set<string>();
    let expired = 0;
    for (const row of candidates) {
      const outcome = transitionBooking(row, { type: 'expire' }, now);
      if (!outcome.ok) continue;
      const { cancellation } = outcome;
      const [updated] = await tx
        .update(booking)
        .set({
          status: outcome.status,
          cancelledBy: cancellation?.by ?? 'system',
          cancellationReason: cancellation?.reason ?? 'expired',
          cancellationNote: null,
          cancelledAt: now,
          updatedAt: now,
        })
        .where(eq(booking.id, row.id))
        .returning();
      if (!updated) continue;
      expired += 1;
      lapsed.add(updated.providerId);
      // Both sides' open lists refresh when it commits (features/realtime).
      await signalRealtime(tx, { type: 'booking', bookingId: updated.id });
      notices.push(
        ...bookingNotices({
          row: updated,
          type: 'booking_expired',
          to: outcome.notify,
          actorName: null,
          petName: await petNameOf(tx, updated),
        }),
      );
    }
    // A lapsed request is one not answered in time: its providers' figures move.
    await measureResponsiveness(tx, [...lapsed], now);
    return {
      found: candidates.length,
      expired,
      notifications: await recordNotifications({ db: tx, now, notifications: notices }),
    };
  });
};

/**
 * Expires every request due at `now` and tells both sides; answers how many expired. Called by the
 * server's interval job and, with a clock, by the tests.
 */
export const expireBookingRequests = async ({
  db,
  messenger,
  appUrl,
  now,
}: {
  db: Db;
  messenger: Messenger;
  appUrl: string;
  now: Date;
}): Promise<number> => {
  let total = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const { found, expired, notifications } = await expireBatch(db, now);
    total += expired;
    await sendNotificationEmails({
      db,
      messenger,
      appUrl,
      renderers: bookingNotifications,
      notifications,
    });
    if (found < BATCH_SIZE) break;
  }
  return total;
};

/** The server's expiry job: every minute, so a request expires at most a minute late. */
export const bookingExpiryJob: Job = {
  name: 'booking-expiry',
  intervalMs: 60_000,
  run: async (deps) => {
    await expireBookingRequests({
      db: deps.database.db,
      messenger: deps.messenger,
      appUrl: deps.config.appUrl,
      now: deps.now(),
    });
  },
};
