import {
  BOOKING_NOTIFICATION_MESSAGES,
  BOOKING_NOTIFICATION_TYPES,
  type BookingNotificationType,
} from '@patili/domain/bookings';
import { isMessageKey, type Locale } from '@patili/domain/i18n';

import { t } from '../../lib/i18n.ts';
import { formatBookingWhen, payloadText } from '../../lib/notifications/format.ts';
import { renderEach, type NotificationRenderer } from '../../lib/notifications/notifications.ts';

/** When the booking takes place, in Istanbul time as it was asked for: days for a sitter, day and time otherwise. */
const formatWhen = (locale: Locale, payload: Record<string, unknown>): string => {
  const startDate = payloadText(payload.startDate);
  if (!startDate) return '';
  return formatBookingWhen(locale, {
    startDate,
    endDate: payloadText(payload.endDate),
    startTime: payloadText(payload.startTime),
  });
};

/** A booking event: who did it, for which pet and service, when; the review's rating and the note after it. */
const renderBookingNotification: NotificationRenderer = (locale, row) => {
  const payload = row.payload;
  const serviceType = payloadText(payload.serviceType) ?? '';
  const serviceKey = `catalog:${serviceType}`;
  const messages = BOOKING_NOTIFICATION_MESSAGES[row.type as BookingNotificationType];
  const body = t(locale, messages.body, {
    name: payloadText(payload.actorName) ?? '',
    pet: payloadText(payload.petName) ?? t(locale, 'bookings:notification.somePet'),
    service: isMessageKey(serviceKey)
      ? t(locale, serviceKey).toLocaleLowerCase(locale)
      : serviceType,
    when: formatWhen(locale, payload),
    rating: typeof payload.rating === 'number' ? payload.rating : '',
  });
  const note = payloadText(payload.note);
  const names = Array.isArray(payload.alternatives)
    ? payload.alternatives.filter((name): name is string => typeof name === 'string' && name !== '')
    : [];
  const parts = [
    body,
    ...(names.length > 0
      ? [t(locale, 'bookings:notification.alternatives', { names: new Intl.ListFormat(locale, { type: 'conjunction' }).format(names) })]
      : []),
    ...(note ? [t(locale, 'bookings:notification.note', { note })] : []),
  ];
  return { title: t(locale, messages.title), body: parts.join(' ') };
};

/** The bookings feature's notification kinds and how each is written. */
export const bookingNotifications = renderEach(BOOKING_NOTIFICATION_TYPES, renderBookingNotification);
