import { buildPath, isProviderRole } from '@patili/domain/access';
import { bookingNotificationScreen, type BookingNotificationType } from '@patili/domain/bookings';
import { eq } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { pet } from '../../db/schema/index.ts';
import type { NewNotification } from '../../lib/notifications/notifications.ts';
import type { BookingRow } from './booking-views.ts';

/**
 * The notifications of a booking event to the sides it tells (`notify` of the transition, or the
 * other side of a request or a review), each opening that side's screen of the booking.
 */
export const bookingNotices = ({
  row,
  type,
  to,
  actorName,
  petName,
  note = null,
  rating = null,
  alternatives,
}: {
  row: BookingRow;
  type: BookingNotificationType;
  to: readonly ('owner' | 'provider')[];
  actorName: string | null;
  petName: string | null;
  note?: string | null;
  rating?: number | null;
  /** The names of similar free providers, for a provider's cancellation. */
  alternatives?: readonly string[] | undefined;
}): NewNotification[] => {
  const kind = isProviderRole(row.providerKind) ? row.providerKind : 'sitter';
  const payload = {
    kind,
    serviceType: row.serviceType,
    startDate: row.startDate,
    endDate: row.endDate,
    startTime: row.startTime,
    actorName,
    petName,
    note,
    rating,
    ...(alternatives ? { alternatives } : {}),
  };
  return to.map((side) => ({
    userId: side === 'owner' ? row.ownerId : row.providerId,
    type,
    bookingId: row.id,
    payload,
    path: buildPath(bookingNotificationScreen(side === 'owner' ? { side } : { side, kind }, type)),
  }));
};

/** The booking's pet's name for a notification (null once the pet was deleted). */
export const petNameOf = async (db: Db, row: Pick<BookingRow, 'petId'>): Promise<string | null> => {
  if (!row.petId) return null;
  const [found] = await db
    .select({ name: pet.name })
    .from(pet)
    .where(eq(pet.id, row.petId))
    .limit(1);
  return found?.name ?? null;
};
