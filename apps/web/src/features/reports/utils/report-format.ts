import type { MoneyFigureId } from '@patili/domain/reports';

import { formatNumber, formatRatingAverage, intlLocale } from '../../../lib/format';

/** A count in the language (`1.234`). */
export const formatCount = (value: number, locale: string): string => formatNumber(value, locale);

/** A share (0–1) as a percent with at most one decimal (`%75`, `75%`); null when unknown. */
export const formatRate = (rate: number | null, locale: string): string | null =>
  rate === null ? null : formatNumber(rate, locale, { style: 'percent', maximumFractionDigits: 1 });

/** A rating average with one decimal (`4,5`); null when there is none. */
export const formatAverageRating = (value: number | null, locale: string): string | null =>
  value === null ? null : formatRatingAverage(value, locale);

export type DurationParts =
  | { unit: 'minutes'; count: number }
  | { unit: 'hours'; hours: number; minutes: number }
  | { unit: 'days'; days: number; hours: number };

/** Minutes as the largest two units that say them (`45 dk`, `2 sa 5 dk`, `3 gün 4 sa`). */
export const durationParts = (minutes: number): DurationParts => {
  const whole = Math.round(minutes);
  if (whole < 60) return { unit: 'minutes', count: whole };
  if (whole < 24 * 60) return { unit: 'hours', hours: Math.floor(whole / 60), minutes: whole % 60 };
  return { unit: 'days', days: Math.floor(whole / (24 * 60)), hours: Math.floor((whole % (24 * 60)) / 60) };
};

/** A month (`YYYY-MM`) as its short name and year (`Mar 2031`, `Mar 2031`). */
export const formatMonth = (month: string, locale: string): string => {
  const [year, number] = month.split('-').map(Number);
  if (!year || !number) return month;
  return new Intl.DateTimeFormat(intlLocale(locale), { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, number - 1, 15)),
  );
};

/** A money figure's test id: its definition's id with dashes (`commission-both-paid`). */
export const figureTestId = (id: MoneyFigureId): string => id.replaceAll('.', '-');
