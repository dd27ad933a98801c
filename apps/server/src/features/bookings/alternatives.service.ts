import type { BookingAlternative } from '@patili/domain/bookings';
import { isProviderRole } from '@patili/domain/access';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { booking, providerProfile, providerUnavailableDay, user } from '../../db/schema/index.ts';
import { cityName } from '../../lib/locations/locations-data.ts';
import { listedForOwner } from '../../lib/provider-listing.ts';
import type { BookingRow } from './booking-views.ts';
import { bookingNotFound, checkBookingId } from './bookings.service.ts';
import { confirmedOverlapping } from './overlapping-bookings.ts';
import { daysOfSpan } from './unavailable-days.ts';

/** How many similar providers a provider's cancellation suggests. */
export const ALTERNATIVES_LIMIT = 3;

/**
 * The providers an owner could book instead of one who cancelled: the same kind, listed for the
 * owner, free for the booking's time (no unavailable day in it and, except sitters, who keep
 * several pets at once, no confirmed booking overlapping it), in the cancelled provider's city
 * first, then by rating. Never the provider who cancelled, nor the owner themself.
 */
export const similarAvailableProviders = async (
  db: Db,
  row: Pick<BookingRow, 'ownerId' | 'providerId' | 'providerKind' | 'startsAt' | 'endsAt'>,
): Promise<BookingAlternative[]> => {
  const [cancelled] = await db
    .select({ cityCode: user.cityCode })
    .from(user)
    .where(eq(user.id, row.providerId))
    .limit(1);
  const days = daysOfSpan(row);
  const unavailable = db
    .select({ one: sql`1` })
    .from(providerUnavailableDay)
    .where(
      and(
        eq(providerUnavailableDay.providerId, providerProfile.userId),
        inArray(providerUnavailableDay.day, days),
      ),
    );
  const overlapping = db
    .select({ one: sql`1` })
    .from(booking)
    .where(confirmedOverlapping(providerProfile.userId, row));
  // Those in the cancelled provider's city first (a constant order would be refused).
  const sameCityFirst = cancelled?.cityCode ? [sql`(${user.cityCode} = ${cancelled.cityCode}) desc`] : [];
  const rows = await db
    .select({
      id: providerProfile.userId,
      kind: providerProfile.kind,
      name: user.name,
      avatarUrl: user.image,
      cityCode: user.cityCode,
      district: user.district,
      ratingAverage: providerProfile.ratingAverage,
      ratingCount: providerProfile.ratingCount,
    })
    .from(providerProfile)
    .innerJoin(user, eq(user.id, providerProfile.userId))
    .where(
      and(
        eq(providerProfile.kind, row.providerKind),
        listedForOwner(row.ownerId),
        ne(providerProfile.userId, row.providerId),
        ne(providerProfile.userId, row.ownerId),
        sql`not exists (${unavailable})`,
        row.providerKind === 'sitter' ? undefined : sql`not exists (${overlapping})`,
      ),
    )
    .orderBy(
      ...sameCityFirst,
      sql`${providerProfile.ratingAverage} desc nulls last`,
      desc(providerProfile.ratingCount),
      providerProfile.userId,
    )
    .limit(ALTERNATIVES_LIMIT);
  return rows.flatMap((found) =>
    isProviderRole(found.kind)
      ? [
          {
            id: found.id,
            kind: found.kind,
            name: found.name,
            avatarUrl: found.avatarUrl,
            cityName: found.cityCode ? (cityName(found.cityCode) ?? null) : null,
            district: found.district,
            rating: { average: found.ratingAverage, count: found.ratingCount },
          },
        ]
      : [],
  );
};

/**
 * `GET /api/bookings/{id}/alternatives`: for the owner of a booking its provider cancelled, the
 * similar providers free at that time (read now, so the list follows their calendars); empty
 * for any other booking. Anyone but the owner gets the booking's not-found answer.
 */
export const alternativesForOwner = async ({
  db,
  ownerId,
  bookingId,
}: {
  db: Db;
  ownerId: string;
  bookingId: string;
}): Promise<BookingAlternative[]> => {
  checkBookingId(bookingId);
  const [row] = await db
    .select()
    .from(booking)
    .where(and(eq(booking.id, bookingId), eq(booking.ownerId, ownerId)))
    .limit(1);
  if (!row) throw bookingNotFound();
  if (row.status !== 'cancelled' || row.cancellationReason !== 'cancelled_by_provider') return [];
  return similarAvailableProviders(db, row);
};
