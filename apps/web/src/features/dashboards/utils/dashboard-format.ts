import type { DashboardRating } from '@patili/domain/dashboards';

import { formatNumber } from '../../../lib/format';

const ONE_DECIMAL = { minimumFractionDigits: 1, maximumFractionDigits: 1 } as const;

/** A rating as the spec writes it on a dashboard, `4,5` and `5,0` (x/5.0). */
export const ratingParts = (rating: DashboardRating, locale: string) => ({
  average: formatNumber(rating.average ?? 0, locale, ONE_DECIMAL),
  max: formatNumber(5, locale, ONE_DECIMAL),
});

/** Kilometres walked, to one decimal (`12,3 km`). */
export const kmText = (km: number, locale: string) =>
  formatNumber(km, locale, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 });
