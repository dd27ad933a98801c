import { PROVIDER_ROLES, readRole, ROLES, type ProviderRole, type Role } from '@patili/domain/access';
import { BOOKING_STATUSES, normalizeBookingStatus, type BookingStatus } from '@patili/domain/bookings';
import { APP_TIME_ZONE } from '@patili/domain/shared';
import {
  COMMISSION_EARNING_PAYMENT_STATUSES,
  defaultBucket,
  PAYOUT_DUE_PAYMENT_STATUS,
  periodBuckets,
  periodInstants,
  REFUND_DUE_PAYMENT_STATUS,
  VALUE_BOOKING_STATUSES,
  type BookingValue,
  type MoneyCount,
  type Report,
  type ReportBucket,
} from '@patili/domain/reports';
import { and, eq, gte, inArray, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { booking, payment, user } from '../../db/schema/index.ts';

/**
 * The report of a period, four reads at once, each over
 * an index of its range: the bookings made in the period grouped by kind and status (their
 * `created_at`, `booking_created_id_idx`), the same bookings per day or week, the accounts created
 * in it by role (`user_created_at_idx`), and the payments whose money moved in it (their
 * confirmation, payout and refund dates, the `payment_*_at_idx` indexes of migration 0017). Every
 * amount is a sum of stored kuruş columns: nothing is recomputed, so the totals reconcile exactly
 * with the bookings' own quotes.
 */

/** A sum of an integer column as a number (Postgres sums integers as `bigint`, which arrives as text). */
const sumOf = (column: AnyColumn | SQL, filter?: SQL) =>
  (filter ? sql`coalesce(sum(${column}) filter (where ${filter}), 0)` : sql`coalesce(sum(${column}), 0)`).mapWith(Number);
const countOf = (filter: SQL) => sql<number>`count(*) filter (where ${filter})::int`;

const ZERO_VALUE: BookingValue = {
  count: 0,
  grossKurus: 0,
  baseKurus: 0,
  ownerCommissionKurus: 0,
  providerCommissionKurus: 0,
  commissionKurus: 0,
  netPayableKurus: 0,
};

const addValue = (a: BookingValue, b: BookingValue): BookingValue => ({
  count: a.count + b.count,
  grossKurus: a.grossKurus + b.grossKurus,
  baseKurus: a.baseKurus + b.baseKurus,
  ownerCommissionKurus: a.ownerCommissionKurus + b.ownerCommissionKurus,
  providerCommissionKurus: a.providerCommissionKurus + b.providerCommissionKurus,
  commissionKurus: a.commissionKurus + b.commissionKurus,
  netPayableKurus: a.netPayableKurus + b.netPayableKurus,
});

const isValueStatus = (status: BookingStatus) => (VALUE_BOOKING_STATUSES as readonly BookingStatus[]).includes(status);
const isProviderKind = (value: string): value is ProviderRole => (PROVIDER_ROLES as readonly string[]).includes(value);

const inRange = (column: AnyColumn, range: { startsAt: Date; endsAt: Date }) =>
  and(gte(column, range.startsAt), lt(column, range.endsAt))!;

/** The bookings made in the period, by kind and stored status, with their price columns summed. */
const bookingGroups = (db: Db, range: { startsAt: Date; endsAt: Date }) =>
  db
    .select({
      kind: booking.providerKind,
      status: booking.status,
      count: sql<number>`count(*)::int`,
      grossKurus: sumOf(booking.totalKurus),
      baseKurus: sumOf(booking.baseKurus),
      ownerCommissionKurus: sumOf(booking.ownerCommissionKurus),
      providerCommissionKurus: sumOf(booking.providerCommissionKurus),
      netPayableKurus: sumOf(booking.netPayableKurus),
    })
    .from(booking)
    .where(inRange(booking.createdAt, range))
    .groupBy(booking.providerKind, booking.status);

/** The bookings made per Istanbul day or week (named by its first day), and the value of those confirmed or completed. */
const bookingTimeline = (db: Db, range: { startsAt: Date; endsAt: Date }, bucket: ReportBucket) => {
  const start = sql<string>`to_char(date_trunc(${bucket}, ${booking.createdAt} at time zone ${APP_TIME_ZONE}), 'YYYY-MM-DD')`;
  return db
    .select({
      start,
      bookings: sql<number>`count(*)::int`,
      grossKurus: sumOf(booking.totalKurus, inArray(booking.status, [...VALUE_BOOKING_STATUSES])),
    })
    .from(booking)
    .where(inRange(booking.createdAt, range))
    .groupBy(sql`1`);
};

const newUsersByRole = (db: Db, range: { startsAt: Date; endsAt: Date }) =>
  db
    .select({ role: user.role, count: sql<number>`count(*)::int` })
    .from(user)
    .where(inRange(user.createdAt, range))
    .groupBy(user.role);

/**
 * The money that moved in the period, by each payment's own dates: transfers confirmed (and the
 * commission of those still earned), payouts and refunds made, refunds that fell due and are still
 * owed. One pass over the payments any of those dates puts in the period.
 */
const paymentMovements = (db: Db, range: { startsAt: Date; endsAt: Date }) => {
  const confirmed = inRange(payment.confirmedAt, range);
  const paidOut = inRange(payment.paidOutAt, range);
  const refundDue = and(inRange(payment.refundDueAt, range), eq(payment.status, REFUND_DUE_PAYMENT_STATUS))!;
  const refunded = inRange(payment.refundedAt, range);
  const earning = and(confirmed, inArray(payment.status, [...COMMISSION_EARNING_PAYMENT_STATUSES]))!;
  return db
    .select({
      receivedCount: countOf(confirmed),
      receivedKurus: sumOf(payment.amountKurus, confirmed),
      commissionEarnedKurus: sumOf(payment.commissionKurus, earning),
      paidOutCount: countOf(paidOut),
      paidOutKurus: sumOf(payment.payoutKurus, paidOut),
      refundDueCount: countOf(refundDue),
      refundDueKurus: sumOf(payment.amountKurus, refundDue),
      refundedCount: countOf(refunded),
      refundedKurus: sumOf(payment.amountKurus, refunded),
    })
    .from(payment)
    .where(or(confirmed, paidOut, inRange(payment.refundDueAt, range), refunded));
};

/**
 * The payouts due from the period: confirmed payments (the owner's money is in) whose booking was
 * completed in the period, the provider not paid yet; the net amount. Read through the status index.
 */
const payoutsDue = (db: Db, range: { startsAt: Date; endsAt: Date }) =>
  db
    .select({ count: sql<number>`count(*)::int`, amountKurus: sumOf(payment.payoutKurus) })
    .from(payment)
    .innerJoin(booking, eq(booking.id, payment.bookingId))
    .where(and(eq(payment.status, PAYOUT_DUE_PAYMENT_STATUS), eq(booking.status, 'completed'), inRange(booking.completedAt, range)));

const moneyCount = (count: number | undefined, amountKurus: number | undefined): MoneyCount => ({
  count: count ?? 0,
  amountKurus: amountKurus ?? 0,
});

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
  const [groups, timeline, newUsers, [moved], [due]] = await Promise.all([
    bookingGroups(db, range),
    bookingTimeline(db, range, bucket),
    newUsersByRole(db, range),
    paymentMovements(db, range),
    payoutsDue(db, range),
  ]);

  // Folded in memory: at most kinds × statuses rows.
  const byStatus = new Map<BookingStatus, number>(BOOKING_STATUSES.map((status) => [status, 0]));
  const byKind = new Map<ProviderRole, { count: number; value: BookingValue }>(
    PROVIDER_ROLES.map((kind) => [kind, { count: 0, value: ZERO_VALUE }]),
  );
  let total = 0;
  let value = ZERO_VALUE;
  for (const group of groups) {
    const status = normalizeBookingStatus(group.status);
    total += group.count;
    byStatus.set(status, (byStatus.get(status) ?? 0) + group.count);
    const kind = isProviderKind(group.kind) ? byKind.get(group.kind) : undefined;
    if (kind) kind.count += group.count;
    if (!isValueStatus(status)) continue;
    const groupValue: BookingValue = {
      count: group.count,
      grossKurus: group.grossKurus,
      baseKurus: group.baseKurus,
      ownerCommissionKurus: group.ownerCommissionKurus,
      providerCommissionKurus: group.providerCommissionKurus,
      commissionKurus: group.ownerCommissionKurus + group.providerCommissionKurus,
      netPayableKurus: group.netPayableKurus,
    };
    value = addValue(value, groupValue);
    if (kind) kind.value = addValue(kind.value, groupValue);
  }

  const perBucket = new Map(timeline.map((row) => [row.start, row]));
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
      received: moneyCount(moved?.receivedCount, moved?.receivedKurus),
      commissionEarnedKurus: moved?.commissionEarnedKurus ?? 0,
      payoutsDue: moneyCount(due?.count, due?.amountKurus),
      payoutsPaid: moneyCount(moved?.paidOutCount, moved?.paidOutKurus),
      refundsDue: moneyCount(moved?.refundDueCount, moved?.refundDueKurus),
      refundsMade: moneyCount(moved?.refundedCount, moved?.refundedKurus),
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
