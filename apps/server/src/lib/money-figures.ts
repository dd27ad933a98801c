import { APP_TIME_ZONE } from '@patili/domain/shared';
import {
  COMMISSION_EARNING_PAYMENT_STATUSES,
  KEPT_COMMISSION_PAYMENT_STATUSES,
  PAYOUT_DUE_PAYMENT_STATUS,
  REFUND_DUE_PAYMENT_STATUS,
  VALUE_BOOKING_STATUSES,
  type MoneyCount,
  type ReportBucket,
} from '@patili/domain/reports';
import { and, eq, gt, gte, inArray, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';

import type { Db } from '../db/client.ts';
import { booking, payment } from '../db/schema/index.ts';
import { cancelledWithKeptPayout } from './payouts-due.ts';

/**
 * The back office's money figures (`BACK_OFFICE_MONEY_FIGURES` of @patili/domain/reports), one
 * query per definition: which rows, by which date. Every page that shows a figure reads it from
 * here, so a figure's number is the same wherever its label is. Each query reads an index of its
 * date (`booking_created_id_idx`, the `payment_*_at_idx` indexes of migration 0017) and sums
 * stored kuruş columns: nothing is recomputed.
 */

export type ReportRange = { startsAt: Date; endsAt: Date };

/** A sum of an integer column as a number (Postgres sums integers as `bigint`, which arrives as text). */
const sumOf = (column: AnyColumn | SQL) => sql`coalesce(sum(${column}), 0)`.mapWith(Number);

const inRange = (column: AnyColumn, range: ReportRange) => and(gte(column, range.startsAt), lt(column, range.endsAt))!;

/** How many payments and the sum of one of their amounts, where `where` holds. */
const paymentMoney = async (db: Db, amount: AnyColumn | SQL, where: SQL): Promise<MoneyCount> => {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, amountKurus: sumOf(amount) })
    .from(payment)
    .where(where);
  return { count: row?.count ?? 0, amountKurus: row?.amountKurus ?? 0 };
};

/** One group of booked bookings: its kind, its bucket (the Istanbul day or week's first day) and its summed price columns. */
export type BookedMoneyRow = {
  kind: string;
  start: string;
  count: number;
  grossKurus: number;
  baseKurus: number;
  ownerCommissionKurus: number;
  providerCommissionKurus: number;
  netPayableKurus: number;
};

/**
 * Booked (`*.booked`): bookings made in the period (`created_at`) that were accepted or done
 * (`VALUE_BOOKING_STATUSES`), paid or not; their stored quote's columns summed per kind and per
 * Istanbul day or week, so the totals, the kinds and the timeline all add up from this one read.
 */
export const bookedMoney = (db: Db, range: ReportRange, bucket: ReportBucket): Promise<BookedMoneyRow[]> => {
  const start = sql<string>`to_char(date_trunc(${bucket}, ${booking.createdAt} at time zone ${APP_TIME_ZONE}), 'YYYY-MM-DD')`;
  return db
    .select({
      kind: booking.providerKind,
      start,
      count: sql<number>`count(*)::int`,
      grossKurus: sumOf(booking.totalKurus),
      baseKurus: sumOf(booking.baseKurus),
      ownerCommissionKurus: sumOf(booking.ownerCommissionKurus),
      providerCommissionKurus: sumOf(booking.providerCommissionKurus),
      netPayableKurus: sumOf(booking.netPayableKurus),
    })
    .from(booking)
    .where(and(inRange(booking.createdAt, range), inArray(booking.status, [...VALUE_BOOKING_STATUSES])))
    .groupBy(booking.providerKind, sql`2`);
};

/** Received, paid (`received.paid`): owners' transfers an admin confirmed in the period (`confirmed_at`), whatever happened after; the owner's amount. */
export const paymentsReceived = (db: Db, range: ReportRange) =>
  paymentMoney(db, payment.amountKurus, inRange(payment.confirmedAt, range));

/**
 * Platform commission, paid (`commission.both.paid`): the owner + provider commission of the
 * payments confirmed in the period (`confirmed_at`) that still earn it
 * (`COMMISSION_EARNING_PAYMENT_STATUSES`: a cancelled one earns the part its settlement kept).
 * Without a period: every such payment so far.
 */
export const commissionPaid = (db: Db, range?: ReportRange) => {
  // A cancelled one counts when its settlement kept something (a full refund keeps nothing).
  const earning = or(
    inArray(payment.status, [...COMMISSION_EARNING_PAYMENT_STATUSES]),
    and(inArray(payment.status, [...KEPT_COMMISSION_PAYMENT_STATUSES]), gt(payment.commissionKurus, 0)),
  )!;
  return paymentMoney(db, payment.commissionKurus, range ? and(earning, inRange(payment.confirmedAt, range))! : earning);
};

/**
 * Payouts due (`payout.due`): confirmed payments whose booking was completed in the period
 * (`completed_at`), and the kept part of those whose booking was cancelled in it (`cancelled_at`;
 * confirmed, or refunded first), whose provider is not paid yet; the amount to pay.
 */
export const payoutsDue = async (db: Db, range: ReportRange): Promise<MoneyCount> => {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, amountKurus: sumOf(payment.payoutKurus) })
    .from(payment)
    .innerJoin(booking, eq(booking.id, payment.bookingId))
    .where(
      or(
        and(eq(payment.status, PAYOUT_DUE_PAYMENT_STATUS), eq(booking.status, 'completed'), inRange(booking.completedAt, range)),
        and(cancelledWithKeptPayout(), inRange(booking.cancelledAt, range)),
      ),
    );
  return { count: row?.count ?? 0, amountKurus: row?.amountKurus ?? 0 };
};

/** Paid out (`payout.paidOut`): payouts made in the period (`paid_out_at`), the net amount. */
export const payoutsPaidOut = (db: Db, range: ReportRange) =>
  paymentMoney(db, payment.payoutKurus, inRange(payment.paidOutAt, range));

/** What a refund gives back: its settled share (every refund since policies has one), else the whole amount. */
const refundAmount = sql`coalesce(${payment.refundKurus}, ${payment.amountKurus})`;

/** Refunds due (`refund.due`): refunds that fell due in the period (`refund_due_at`) and are still owed; the refund's amount. */
export const refundsDue = (db: Db, range: ReportRange) =>
  paymentMoney(db, refundAmount, and(inRange(payment.refundDueAt, range), eq(payment.status, REFUND_DUE_PAYMENT_STATUS))!);

/** Refunds made (`refund.made`): refunds made in the period (`refunded_at`); the refund's amount. */
export const refundsMade = (db: Db, range: ReportRange) =>
  paymentMoney(db, refundAmount, inRange(payment.refundedAt, range));
