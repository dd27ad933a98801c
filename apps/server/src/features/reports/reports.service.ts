import { PROVIDER_ROLES, readRole, ROLES, type ProviderRole, type Role } from '@patili/domain/access';
import { BOOKING_STATUSES, normalizeBookingStatus, type BookingStatus } from '@patili/domain/bookings';
import { APP_TIME_ZONE } from '@patili/domain/shared';
import {
  defaultBucket,
  periodBuckets,
  periodInstants,
  type BookingValue,
  type Report,
  type ReportBucket,
} from '@patili/domain/reports';
import { and, gte, lt, sql, type AnyColumn } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { booking, user } from '../../db/schema/index.ts';
import {
  bookedMoney,
  commissionPaid,
  paymentsReceived,
  payoutsDue,
  payoutsPaidOut,
  refundsDue,
  refundsMade,
  type BookedMoneyRow,
  type ReportRange,
} from '../../lib/money-figures.ts';

/**
 * The report of a period, read at once, each over an index of its range: the bookings made in
 * the period counted by kind, status and day or week (their `created_at`), the accounts created in
 * it by role (`user_created_at_idx`), and every money figure through its one query in
 * `money-figures.ts` (the finance summary and the admin dashboard's last 30 days show this same
 * answer), so the totals reconcile exactly with the bookings' own quotes and with every other page.
 */

const ZERO_VALUE: BookingValue = {
  count: 0,
  grossKurus: 0,
  baseKurus: 0,
  ownerCommissionKurus: 0,
  providerCommissionKurus: 0,
  commissionKurus: 0,
  netPayableKurus: 0,
};

const addValue = (a: BookingValue, b: BookedMoneyRow): BookingValue => ({
  count: a.count + b.count,
  grossKurus: a.grossKurus + b.grossKurus,
  baseKurus: a.baseKurus + b.baseKurus,
  ownerCommissionKurus: a.ownerCommissionKurus + b.ownerCommissionKurus,
  providerCommissionKurus: a.providerCommissionKurus + b.providerCommissionKurus,
  commissionKurus: a.commissionKurus + b.ownerCommissionKurus + b.providerCommissionKurus,
  netPayableKurus: a.netPayableKurus + b.netPayableKurus,
});

const isProviderKind = (value: string): value is ProviderRole => (PROVIDER_ROLES as readonly string[]).includes(value);

const inRange = (column: AnyColumn, range: ReportRange) => and(gte(column, range.startsAt), lt(column, range.endsAt))!;

/** The bookings made in the period, whatever became of them, counted by kind, stored status and Istanbul day or week. */
const bookingCounts = (db: Db, range: ReportRange, bucket: ReportBucket) => {
  const start = sql<string>`to_char(date_trunc(${bucket}, ${booking.createdAt} at time zone ${APP_TIME_ZONE}), 'YYYY-MM-DD')`;
  return db
    .select({ kind: booking.providerKind, status: booking.status, start, count: sql<number>`count(*)::int` })
    .from(booking)
    .where(inRange(booking.createdAt, range))
    .groupBy(booking.providerKind, booking.status, sql`3`);
};

const newUsersByRole = (db: Db, range: ReportRange) =>
  db
    .select({ role: user.role, count: sql<number>`count(*)::int` })
    .from(user)
    .where(inRange(user.createdAt, range))
    .groupBy(user.role);

/** `GET /api/admin/reports?from&to[&bucket]`: the period's report (see `reportSchema` for each figure). */
export const getReport = async ({
  db,
  query,
}: {
  db: Db;
  query: { from: string; to: string; bucket?: ReportBucket | undefined };
}): Promise<Report> => {
  const period = { from: query.from, to: query.to };
  const bucket = query.bucket ?? defaultBucket(period);
  const range = periodInstants(period);
  const [counts, booked, newUsers, received, commission, due, paidOut, owed, refunded] = await Promise.all([
    bookingCounts(db, range, bucket),
    bookedMoney(db, range, bucket),
    newUsersByRole(db, range),
    paymentsReceived(db, range),
    commissionPaid(db, range),
    payoutsDue(db, range),
    payoutsPaidOut(db, range),
    refundsDue(db, range),
    refundsMade(db, range),
  ]);

  // Folded in memory: at most kinds × statuses × buckets rows.
  const byStatus = new Map<BookingStatus, number>(BOOKING_STATUSES.map((status) => [status, 0]));
  const byKind = new Map<ProviderRole, { count: number; value: BookingValue }>(
    PROVIDER_ROLES.map((kind) => [kind, { count: 0, value: ZERO_VALUE }]),
  );
  const perBucket = new Map<string, { bookings: number; grossKurus: number }>();
  const bucketOf = (start: string) => {
    const found = perBucket.get(start) ?? { bookings: 0, grossKurus: 0 };
    perBucket.set(start, found);
    return found;
  };
  let total = 0;
  for (const group of counts) {
    const status = normalizeBookingStatus(group.status);
    total += group.count;
    byStatus.set(status, (byStatus.get(status) ?? 0) + group.count);
    const kind = isProviderKind(group.kind) ? byKind.get(group.kind) : undefined;
    if (kind) kind.count += group.count;
    bucketOf(group.start).bookings += group.count;
  }
  let value = ZERO_VALUE;
  for (const group of booked) {
    value = addValue(value, group);
    const kind = isProviderKind(group.kind) ? byKind.get(group.kind) : undefined;
    if (kind) kind.value = addValue(kind.value, group);
    bucketOf(group.start).grossKurus += group.grossKurus;
  }

  const usersByRole = new Map<Role, number>(ROLES.map((role) => [role, 0]));
  for (const row of newUsers) {
    const role = readRole(row.role);
    usersByRole.set(role, (usersByRole.get(role) ?? 0) + row.count);
  }

  return {
    period: { ...period, bucket },
    bookings: {
      total,
      byStatus: [...byStatus].map(([status, count]) => ({ status, count })),
      byKind: [...byKind].map(([kind, figures]) => ({ kind, ...figures })),
    },
    value,
    payments: {
      received,
      commissionPaid: commission,
      payoutsDue: due,
      payoutsPaid: paidOut,
      refundsDue: owed,
      refundsMade: refunded,
    },
    newUsers: {
      total: newUsers.reduce((sum, row) => sum + row.count, 0),
      byRole: [...usersByRole].map(([role, count]) => ({ role, count })),
    },
    timeline: periodBuckets(period, bucket).map((start) => ({
      start,
      bookings: perBucket.get(start)?.bookings ?? 0,
      grossKurus: perBucket.get(start)?.grossKurus ?? 0,
    })),
  };
};
