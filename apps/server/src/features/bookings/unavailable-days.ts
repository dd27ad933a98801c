import { istanbulDaysBetween, istanbulToday, type TimeRange } from '@patili/domain/shared';
import { and, asc, between, eq, inArray, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { providerUnavailableDay } from '../../db/schema/index.ts';

/**
 * A provider's unavailable days: read by the calendar for a range, and
 * against a booking when a request is made and again inside the accepting transaction, after the
 * provider's lock (decision 010).
 */

/** The Istanbul days a booking's span touches (its end excluded: a stay ending at midnight ends the day before). */
export const daysOfSpan = (span: TimeRange): string[] =>
  istanbulDaysBetween(
    istanbulToday(span.startsAt),
    istanbulToday(new Date(Math.max(span.startsAt.getTime(), span.endsAt.getTime() - 1))),
  );

/** The provider's unavailable days that `days` selects, in order (the primary key's). */
const readUnavailableDays = async (db: Db, providerId: string, days: SQL): Promise<string[]> => {
  const rows = await db
    .select({ day: providerUnavailableDay.day })
    .from(providerUnavailableDay)
    .where(and(eq(providerUnavailableDay.providerId, providerId), days))
    .orderBy(asc(providerUnavailableDay.day));
  return rows.map((row) => row.day);
};

/** The provider's unavailable days from `from` to `to`, both included. */
export const unavailableDaysBetween = (db: Db, providerId: string, from: string, to: string) =>
  readUnavailableDays(db, providerId, between(providerUnavailableDay.day, from, to));

/** The provider's unavailable days among those a span touches. */
export const unavailableDaysWithin = (db: Db, providerId: string, span: TimeRange) =>
  readUnavailableDays(db, providerId, inArray(providerUnavailableDay.day, daysOfSpan(span)));
