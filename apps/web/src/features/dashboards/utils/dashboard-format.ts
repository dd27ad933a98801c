import { formatNumber } from '../../../lib/format';

/** Kilometres walked, to one decimal (`12,3 km`). */
export const kmText = (km: number, locale: string) =>
  formatNumber(km, locale, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 });
