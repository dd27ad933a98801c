import type { TFunction } from 'i18next';

import { formatNumber } from '../../../lib/format';

/** A walk's distance: `1,24 km` (two decimals: a walk is counted to ten metres). */
export const kmText = (t: TFunction, km: number, locale: string): string =>
  t('bookings:tracking.live.km', {
    value: formatNumber(km, locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  });
