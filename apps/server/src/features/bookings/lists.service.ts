import { isProviderRole } from '@patili/domain/access';
import type {
  BookingList,
  BookingListTiming,
  BookingStatus,
  BookingView,
  BookingViewerRole,
} from '@patili/domain/bookings';
import { AWAITED_PAYMENT_STATUSES } from '@patili/domain/payments';
import { boundedTotal, countLimitFor } from '@patili/domain/shared';
import { and, asc, desc, eq, exists, gte, inArray, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { booking, payment } from '../../db/schema/index.ts';
import type { CurrentUser } from '../../lib/context.ts';
import { readBookingView, selectBookingViews, toBookingViews } from './booking-views.ts';
import { bookingNotFound, checkBookingId } from './bookings.service.ts';

/** The owner's and the provider's booking lists and one booking, only ever the caller's own. */

/**
 * One page of the bookings `where` finds, in `orderBy`, as `viewerId` sees them, with their total
 * counted up to `countLimitFor` (decision 010): a person's list can hold thousands of bookings, and
 * counting them all cost more than the page.
 */
export const pageOfBookings = async (
  db: Db,
  {
    where,
    orderBy,
    page: { page, pageSize },
    viewerId,
    now,
  }: {
    where: SQL | undefined;
    orderBy: SQL[];
    page: { page: number; pageSize: number };
    viewerId: string;
    now: Date;
  },
): Promise<BookingList> => {
  const offset = (page - 1) * pageSize;
  const countLimit = countLimitFor(offset);
  // The page's ids first, straight from the list's index, then the joins for those rows only: a
  // join over the whole list would make the planner sort every booking of the person (decision 010).
  const pageIds = db.select({ id: booking.id }).from(booking).where(where).orderBy(...orderBy).limit(pageSize).offset(offset);
  // The count reads the list's index no further than one past its limit.
  const counted = db.select({ one: sql`1` }).from(booking).where(where).limit(countLimit + 1).as('counted');
  const [rows, [count]] = await Promise.all([
    selectBookingViews(db)
      .where(inArray(booking.id, pageIds))
      .orderBy(...orderBy),
    db.select({ value: sql<number>`count(*)::int` }).from(counted),
  ]);
  return {
    items: await toBookingViews(db, rows, viewerId, now),
    ...boundedTotal({ counted: count?.value ?? 0, countLimit, offset, shown: rows.length, limit: pageSize }),
    page,
    pageSize,
  };
};

/** The side of the bookings a caller lists: the one asked for, else their role's. */
const sideOf = (
  user: Pick<CurrentUser, 'role'>,
  as: BookingViewerRole | undefined,
): BookingViewerRole => as ?? (isProviderRole(user.role) ? 'provider' : 'owner');

/**
 * `GET /api/bookings`: one page of the caller's bookings on one side, all statuses or the ones
 * asked for, newest first (the list's index: person, status, `created_at desc, id desc`; several
 * statuses read it once per status and merge).
 */
/**
 * The statuses asked for. `payment_pending` (the spec's badge and tab) also means a confirmed
 * booking whose owner still owes the transfer (decision 016: the booking stays `confirmed` and its
 * payment record says what is awaited).
 */
const statusCondition = (db: Db, statuses: readonly BookingStatus[]): SQL | undefined => {
  const listed = inArray(booking.status, [...statuses]);
  if (!statuses.includes('payment_pending') || statuses.includes('confirmed')) return listed;
  const awaited = db
    .select({ one: payment.id })
    .from(payment)
    .where(and(eq(payment.bookingId, booking.id), inArray(payment.status, [...AWAITED_PAYMENT_STATUSES])));
  return or(listed, and(eq(booking.status, 'confirmed'), exists(awaited)));
};

export const listBookings = async ({
  db,
  user,
  query,
  now,
}: {
  db: Db;
  user: Pick<CurrentUser, 'id' | 'role'>;
  query: {
    as?: BookingViewerRole | undefined;
    status?: readonly BookingStatus[] | undefined;
    when?: BookingListTiming | undefined;
    page: number;
    pageSize: number;
  };
  now: Date;
}): Promise<BookingList> => {
  const side = sideOf(user, query.as);
  const where = and(
    side === 'owner' ? eq(booking.ownerId, user.id) : eq(booking.providerId, user.id),
    query.status ? statusCondition(db, query.status) : undefined,
    // Upcoming also keeps a confirmed appointment whose start has passed: it waits to be completed.
    query.when === 'upcoming'
      ? and(
          notInArray(booking.status, ['cancelled', 'canceled', 'completed']),
          or(gte(booking.startsAt, now), eq(booking.status, 'confirmed')),
        )
      : undefined,
    query.when === 'past' ? and(lt(booking.startsAt, now), eq(booking.status, 'completed')) : undefined,
  );
  // Upcoming soonest first, past latest first (the provider's `starts_at` index); else newest request first.
  const orderBy =
    query.when === 'upcoming'
      ? [asc(booking.startsAt), asc(booking.id)]
      : query.when === 'past'
        ? [desc(booking.startsAt), desc(booking.id)]
        : [desc(booking.createdAt), desc(booking.id)];
  return pageOfBookings(db, {
    where,
    orderBy,
    page: query,
    viewerId: user.id,
    now,
  });
};

/** `GET /api/bookings/{id}`: a booking of the caller's, as owner or provider; anyone else gets 404. */
export const getBooking = async ({
  db,
  userId,
  bookingId,
  now,
}: {
  db: Db;
  userId: string;
  bookingId: string;
  now: Date;
}): Promise<BookingView> => {
  checkBookingId(bookingId);
  const view = await readBookingView(
    db,
    and(eq(booking.id, bookingId), or(eq(booking.ownerId, userId), eq(booking.providerId, userId))),
    userId,
    now,
  );
  if (!view) throw bookingNotFound();
  return view;
};
