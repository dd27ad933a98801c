import { BOOKING_TIME_ZONE } from '@patili/domain/bookings';

import { intlLocale } from '../../../lib/format';

/** A moment (ISO) as date and time on the Istanbul clock (`12 Ara 2026 14:05`). */
export const momentText = (value: string, locale: string): string =>
  new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: BOOKING_TIME_ZONE,
  }).format(new Date(value));
