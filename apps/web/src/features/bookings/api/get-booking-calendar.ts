import type { Locale } from '@patili/domain/i18n';

import type { paths } from '../../../lib/api/schema';

const BOOKING_CALENDAR_PATH = '/api/bookings/{bookingId}/calendar.ics' satisfies keyof paths;

/**
 * The address of a confirmed booking's `.ics` file, in the page's language: a plain link the
 * browser saves (the session cookie goes with it, as with any same-origin request).
 */
export const bookingCalendarHref = (bookingId: string, locale: Locale) =>
  `${BOOKING_CALENDAR_PATH.replace('{bookingId}', encodeURIComponent(bookingId))}?locale=${locale}`;
