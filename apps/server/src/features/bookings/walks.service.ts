import {
  checkWalkFinish,
  checkWalkStart,
  type BookingList,
  type BookingView,
  type TodayWalks,
  type WalkCheck,
} from '@patili/domain/bookings';
import { istanbulDayRange, istanbulToday } from '@patili/domain/shared';
import { and, asc, desc, eq, gte, inArray, lt } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { booking } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../lib/context.ts';
import type { Messenger } from '../../lib/mail/messenger.ts';
import { sendNotificationEmails } from '../../lib/notifications/notifications.ts';
import { signalRealtime } from '../../lib/realtime/signal.ts';
import { bookingNotifications } from './booking-notifications.ts';
import { readBookingView, selectBookingViews, toBookingViews } from './booking-views.ts';
import { bookingNotFound, checkBookingId } from './bookings.service.ts';
import { pageOfBookings } from './lists.service.ts';
import { applyBookingEvent, lockBooking } from './transitions.service.ts';

/**
 * A walker's day ("today's walks with start and finish recorded on the server"): the
 * walks of today, starting and finishing one (the rules are `walk-session.ts` in the domain), and
 * the history of completed walks. Finishing completes the booking through the same transition as
 * the complete button, so the owner is told and referral bonuses are counted.
 */

/**
 * More walks than a day can hold: confirmed walks never overlap and last an hour or more, so a day
 * has at most 24 of them (the list needs no pages, only a bound).
 */
const TODAY_WALKS_MAX = 48;

/** The walker's own walk `bookingId`, locked for the change; anyone else's is the not-found answer. */
const lockWalk = (tx: Db, walkerId: string, bookingId: string) =>
  lockBooking(
    tx,
    bookingId,
    and(eq(booking.providerId, walkerId), eq(booking.providerKind, 'pet_walker')),
  );

const refuseUnless = (check: WalkCheck) => {
  if (!check.ok) throw new AppError('CONFLICT', { messageKey: check.message });
};

const walkView = async (db: Db, bookingId: string, walkerId: string, now: Date) => {
  const view = await readBookingView(db, eq(booking.id, bookingId), walkerId, now);
  if (!view) throw bookingNotFound();
  return view;
};

/**
 * `GET /api/bookings/walks/today`: the walker's walks starting today on the Istanbul calendar, in
 * start order: the confirmed ones to run and those already finished today, so the day's record
 * stays on the screen (the index: provider, `starts_at`).
 */
export const listTodayWalks = async ({
  db,
  walkerId,
  now,
}: {
  db: Db;
  walkerId: string;
  now: Date;
}): Promise<TodayWalks> => {
  const date = istanbulToday(now);
  const day = istanbulDayRange(date);
  const rows = await selectBookingViews(db)
    .where(
      and(
        eq(booking.providerId, walkerId),
        gte(booking.startsAt, day.startsAt),
        lt(booking.startsAt, day.endsAt),
        eq(booking.providerKind, 'pet_walker'),
        inArray(booking.status, ['confirmed', 'completed']),
      ),
    )
    .orderBy(asc(booking.startsAt), asc(booking.id))
    .limit(TODAY_WALKS_MAX);
  return { date, items: await toBookingViews(db, rows, walkerId, now) };
};

/**
 * `POST /api/bookings/{id}/walk/start`: records the start of a confirmed walk in its window (from
 * 30 minutes before, within its Istanbul day). The row is locked, so of two starts at once one
 * records and the other is the "already started" 409.
 */
export const startWalk = async ({
  db,
  walker,
  bookingId,
  now,
}: {
  db: Db;
  walker: Pick<CurrentUser, 'id'>;
  bookingId: string;
  now: Date;
}): Promise<BookingView> => {
  checkBookingId(bookingId);
  await db.transaction(async (tx) => {
    const row = await lockWalk(tx, walker.id, bookingId);
    refuseUnless(checkWalkStart(row, now));
    await tx
      .update(booking)
      .set({ walkStartedAt: now, updatedAt: now })
      .where(eq(booking.id, row.id));
    // The owner's open booking shows the walk under way when it commits (features/realtime).
    await signalRealtime(tx, { type: 'booking', bookingId: row.id });
  });
  return walkView(db, bookingId, walker.id, now);
};

/**
 * `POST /api/bookings/{id}/walk/finish`: records the finish of a started walk and completes the
 * booking (the machine's `complete`: a 409 before the booked start), in one transaction; the owner
 * is told in it and by e-mail once it has committed.
 */
export const finishWalk = async ({
  db,
  messenger,
  appUrl,
  walker,
  bookingId,
  now,
}: {
  db: Db;
  messenger: Messenger;
  appUrl: string;
  walker: Pick<CurrentUser, 'id' | 'name'>;
  bookingId: string;
  now: Date;
}): Promise<BookingView> => {
  checkBookingId(bookingId);
  const notifications = await db.transaction(async (tx) => {
    const row = await lockWalk(tx, walker.id, bookingId);
    refuseUnless(checkWalkFinish(row));
    return applyBookingEvent({
      tx,
      row,
      actor: walker,
      event: { type: 'complete' },
      now,
      extra: { walkFinishedAt: now },
    });
  });
  await sendNotificationEmails({ db, messenger, appUrl, renderers: bookingNotifications, notifications });
  return walkView(db, bookingId, walker.id, now);
};

/** `GET /api/bookings/walks`: a page of the walker's completed walks, the latest start first. */
export const listWalkHistory = ({
  db,
  walkerId,
  query,
  now,
}: {
  db: Db;
  walkerId: string;
  query: { page: number; pageSize: number };
  now: Date;
}): Promise<BookingList> =>
  pageOfBookings(db, {
    where: and(
      eq(booking.providerId, walkerId),
      eq(booking.status, 'completed'),
      eq(booking.providerKind, 'pet_walker'),
    ),
    orderBy: [desc(booking.startsAt), desc(booking.id)],
    page: query,
    viewerId: walkerId,
    now,
  });
