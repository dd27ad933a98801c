import { buildPath, isProviderRole } from '@patili/domain/access';
import { bookingNotificationScreen, normalizeBookingStatus } from '@patili/domain/bookings';
import { isMessageKey, type Locale } from '@patili/domain/i18n';
import { and, eq, inArray, or } from 'drizzle-orm';

import { booking } from '../../../db/schema/index.ts';
import { t } from '../../../lib/i18n.ts';
import { formatBookingWhen } from '../../../lib/notifications/format.ts';
import type { ChatAdapter, ChatContext } from './chat-adapter.ts';

type BookingSubjectRow = Pick<
  typeof booking.$inferSelect,
  'serviceType' | 'startDate' | 'endDate' | 'startTime'
>;

/** "Rezervasyon: Kedi Bakımı, 12 Haz 2026" — the service and when, as it was booked (Istanbul time). */
const bookingTitle = (locale: Locale, row: BookingSubjectRow): string => {
  const serviceKey = `catalog:${row.serviceType}`;
  const service = isMessageKey(serviceKey) ? t(locale, serviceKey) : row.serviceType;
  const when = formatBookingWhen(locale, row);
  return t(locale, 'chat:subject.booking', { service, when });
};

/**
 * Booking conversations (`booking_{bookingId}`): between the booking's owner and its provider, for
 * as long as the booking exists, whatever its status. The subject opens the reader's own screen of
 * it: the owner's bookings, or the provider's requests while it awaits an answer and their
 * bookings after. Only bookings the reader is a side of are found.
 */
export const bookingAdapter: ChatAdapter = {
  kind: 'booking',
  resolve: async ({ db, refs, readerId, locale }) => {
    const found = new Map<string, ChatContext>();
    const ids = [
      ...new Set(refs.filter((ref) => ref.kind === 'booking').map((ref) => ref.contextId)),
    ];
    if (ids.length === 0) return found;
    const rows = await db
      .select({
        id: booking.id,
        ownerId: booking.ownerId,
        providerId: booking.providerId,
        providerKind: booking.providerKind,
        status: booking.status,
        serviceType: booking.serviceType,
        startDate: booking.startDate,
        endDate: booking.endDate,
        startTime: booking.startTime,
      })
      .from(booking)
      .where(
        and(
          inArray(booking.id, ids),
          or(eq(booking.ownerId, readerId), eq(booking.providerId, readerId)),
        ),
      );
    for (const row of rows) {
      const kind = isProviderRole(row.providerKind) ? row.providerKind : 'sitter';
      const status = normalizeBookingStatus(row.status);
      const screen =
        row.ownerId === readerId
          ? bookingNotificationScreen({ side: 'owner' }, 'booking_accepted')
          : bookingNotificationScreen(
              { side: 'provider', kind },
              status === 'pending' || status === 'requested'
                ? 'booking_requested'
                : 'booking_accepted',
            );
      found.set(`booking_${row.id}`, {
        parties: [row.ownerId, row.providerId],
        subject: { kind: 'booking', title: bookingTitle(locale, row), path: buildPath(screen) },
      });
    }
    return found;
  },
};
