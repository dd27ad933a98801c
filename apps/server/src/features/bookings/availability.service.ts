import { isProviderRole } from '@patili/domain/access';
import type { AvailabilityResponse } from '@patili/domain/bookings';
import { addDays, fromIstanbulDateTime } from '@patili/domain/shared';
import { and, between, eq } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { booking, providerUnavailableDay } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../lib/context.ts';
import { findBookableProvider } from './bookings.service.ts';
import { confirmedOverlapping } from './overlapping-bookings.ts';
import { daysOfSpan, unavailableDaysBetween } from './unavailable-days.ts';

/**
 * Providers' unavailable days: a day marked unavailable blocks booking for every kind. Days are
 * Istanbul calendar dates; a booking takes every day its span touches.
 */

type DayRange = { from: string; to: string };

/** The days from `from` to `to` that the provider's confirmed bookings take, sorted. */
const bookedDaysBetween = async (db: Db, providerId: string, range: DayRange) => {
  const startsAt = fromIstanbulDateTime(range.from);
  const endsAt = fromIstanbulDateTime(addDays(range.to, 1));
  // The accepting transaction's index: the provider's confirmed bookings by start.
  const spans = await db
    .select({ startsAt: booking.startsAt, endsAt: booking.endsAt })
    .from(booking)
    .where(confirmedOverlapping(providerId, { startsAt, endsAt }));
  const days = new Set(spans.flatMap(daysOfSpan));
  return [...days].filter((day) => day >= range.from && day <= range.to).sort();
};

/** The answer of both routes: the unavailable days, and the booked ones when it is the provider's own calendar. */
const availabilityOf = async (
  db: Db,
  providerId: string,
  range: DayRange,
  own: boolean,
): Promise<AvailabilityResponse> => {
  const [unavailableDays, bookedDays] = await Promise.all([
    unavailableDaysBetween(db, providerId, range.from, range.to),
    own ? bookedDaysBetween(db, providerId, range) : [],
  ]);
  return { providerId, from: range.from, to: range.to, unavailableDays, bookedDays };
};

/**
 * `GET /api/bookings/availability`: the unavailable days from `from` to `to` of the caller (a
 * provider, with the days their confirmed bookings take) or, with `providerId`, of a provider the
 * caller may book (as the book screen shows them; a provider it may not see is the not-found
 * answer).
 */
export const getAvailability = async ({
  db,
  user,
  query,
}: {
  db: Db;
  user: Pick<CurrentUser, 'id' | 'role'>;
  query: { from: string; to: string; providerId?: string | undefined };
}): Promise<AvailabilityResponse> => {
  let providerId = query.providerId;
  if (providerId === undefined) {
    if (!isProviderRole(user.role))
      throw new AppError('VALIDATION_FAILED', {
        fields: { providerId: 'bookings:errorMissingInfo' },
      });
    providerId = user.id;
  } else if (providerId !== user.id) {
    await findBookableProvider({ db, viewerId: user.id, providerId, kind: null });
  }
  return availabilityOf(db, providerId, query, providerId === user.id);
};

/**
 * `PUT /api/bookings/availability`: the caller's unavailable days from `from` to `to` become
 * exactly the days listed (the calendar's save). Bookings already confirmed on a day are kept;
 * new requests for it are refused, and so is accepting one.
 */
export const updateAvailability = async ({
  db,
  providerId,
  input,
  now,
}: {
  db: Db;
  providerId: string;
  input: { from: string; to: string; unavailableDays: readonly string[] };
  now: Date;
}): Promise<AvailabilityResponse> => {
  const days = [...new Set(input.unavailableDays)].sort();
  await db.transaction(async (tx) => {
    await tx
      .delete(providerUnavailableDay)
      .where(
        and(
          eq(providerUnavailableDay.providerId, providerId),
          between(providerUnavailableDay.day, input.from, input.to),
        ),
      );
    if (days.length > 0) {
      await tx
        .insert(providerUnavailableDay)
        .values(days.map((day) => ({ providerId, day, createdAt: now })))
        .onConflictDoNothing();
    }
  });
  return availabilityOf(db, providerId, input, true);
};
