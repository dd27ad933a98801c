import { istanbulDaysBetween, istanbulToday, type TimeRange } from '@patili/domain/bookings';
import { and, eq, inArray } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { providerUnavailableDay } from '../../db/schema/index.ts';

/**
 * A provider's unavailable days against a booking (DESIGN.md "availability"): read when a request
 * is made and again inside the accepting transaction, after the provider's lock (decision 010).
 */

/** The Istanbul days a booking's span touches (its end excluded: a stay ending at midnight ends the day before). */
export const daysOfSpan = (span: TimeRange): string[] =>
  istanbulDaysBetween(
    istanbulToday(span.startsAt),
    istanbulToday(new Date(Math.max(span.startsAt.getTime(), span.endsAt.getTime() - 1))),
  );

/** The provider's unavailable days among those a span touches. */
export const unavailableDaysWithin = async (
  db: Db,
  providerId: string,
  span: TimeRange,
): Promise<string[]> => {
  const rows = await db
    .select({ day: providerUnavailableDay.day })
    .from(providerUnavailableDay)
    .where(
      and(
        eq(providerUnavailableDay.providerId, providerId),
        inArray(providerUnavailableDay.day, daysOfSpan(span)),
      ),
    );
  return rows.map((row) => row.day);
};
