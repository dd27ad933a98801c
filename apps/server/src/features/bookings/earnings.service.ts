import type { Earnings, EarningsSum } from '@patili/domain/bookings';
import { istanbulWeekOf } from '@patili/domain/shared';
import { and, count, desc, eq, gte, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { booking } from '../../db/schema/index.ts';
import { pageOfBookings } from './lists.service.ts';

/**
 * A provider's earnings (a table of completed bookings with a total): their
 * completed bookings with each one's stored quote, and the sums in SQL over all of them and over
 * this Istanbul week, whole kuruş from the stored columns (nothing recomputed).
 */

/** A sum of a kuruş column as a number (Postgres sums integers as `bigint`, which arrives as text). */
const kurusSum = (column: AnyColumn, filter?: SQL) =>
  (filter
    ? sql`coalesce(sum(${column}) filter (where ${filter}), 0)`
    : sql`coalesce(sum(${column}), 0)`
  ).mapWith(Number);

/**
 * `GET /api/bookings/earnings`: a page of the provider's completed bookings, the latest start
 * first, with the count and the base, commission and net sums of all of them and of those that
 * start this week (Monday 00:00 to the next Monday, Istanbul time).
 */
export const getEarnings = async ({
  db,
  providerId,
  query,
  now,
}: {
  db: Db;
  providerId: string;
  query: { page: number; pageSize: number };
  now: Date;
}): Promise<Earnings> => {
  const completed = and(eq(booking.providerId, providerId), eq(booking.status, 'completed'));
  const week = istanbulWeekOf(now);
  const inWeek = sql`${gte(booking.startsAt, week.startsAt)} and ${lt(booking.startsAt, week.endsAt)}`;
  const [page, [sums]] = await Promise.all([
    pageOfBookings(db, {
      where: completed,
      orderBy: [desc(booking.startsAt), desc(booking.id)],
      page: query,
      viewerId: providerId,
      now,
    }),
    // One pass over the completed rows for both sums.
    db
      .select({
        count: count(),
        base: kurusSum(booking.baseKurus),
        providerCommission: kurusSum(booking.providerCommissionKurus),
        netPayable: kurusSum(booking.netPayableKurus),
        weekCount: count(sql`case when ${inWeek} then 1 end`),
        weekBase: kurusSum(booking.baseKurus, inWeek),
        weekProviderCommission: kurusSum(booking.providerCommissionKurus, inWeek),
        weekNetPayable: kurusSum(booking.netPayableKurus, inWeek),
      })
      .from(booking)
      .where(completed),
  ]);
  const totals: EarningsSum = {
    count: sums?.count ?? 0,
    base: sums?.base ?? 0,
    providerCommission: sums?.providerCommission ?? 0,
    netPayable: sums?.netPayable ?? 0,
  };
  return {
    ...page,
    // The sums counted every completed booking: the page's total is exact.
    total: totals.count,
    totalIsExact: true,
    totals,
    week: {
      from: week.from,
      to: week.to,
      count: sums?.weekCount ?? 0,
      base: sums?.weekBase ?? 0,
      providerCommission: sums?.weekProviderCommission ?? 0,
      netPayable: sums?.weekNetPayable ?? 0,
    },
  };
};
