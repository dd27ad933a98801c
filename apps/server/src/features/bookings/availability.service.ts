import { isProviderRole } from '@patili/domain/access';
import type { AvailabilityResponse } from '@patili/domain/bookings';
import { and, asc, between, eq } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { providerUnavailableDay } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../lib/context.ts';
import { findBookableProvider } from './bookings.service.ts';

/**
 * Providers' unavailable days (DESIGN.md "availability": a day marked unavailable blocks booking
 * for every kind). Days are Istanbul calendar dates; a booking takes every day its span touches.
 */

const readDays = async (
  db: Db,
  providerId: string,
  from: string,
  to: string,
): Promise<string[]> => {
  const rows = await db
    .select({ day: providerUnavailableDay.day })
    .from(providerUnavailableDay)
    .where(
      and(
        eq(providerUnavailableDay.providerId, providerId),
        between(providerUnavailableDay.day, from, to),
      ),
    )
    .orderBy(asc(providerUnavailableDay.day));
  return rows.map((row) => row.day);
};

/**
 * `GET /api/bookings/availability`: the unavailable days from `from` to `to` of the caller (a
 * provider) or, with `providerId`, of a provider the caller may book (as the book screen shows
 * them; a provider it may not see is the not-found answer).
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
  return {
    providerId,
    from: query.from,
    to: query.to,
    unavailableDays: await readDays(db, providerId, query.from, query.to),
  };
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
  return {
    providerId,
    from: input.from,
    to: input.to,
    unavailableDays: await readDays(db, providerId, input.from, input.to),
  };
};
