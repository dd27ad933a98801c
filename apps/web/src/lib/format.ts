import { RATING_MAX } from '@patili/domain/bookings';
import type { ProviderPrice } from '@patili/domain/discovery';
import { APP_TIME_ZONE, formatKurus, toKurus } from '@patili/domain/shared';
import type { TFunction } from 'i18next';

/**
 * The `Intl` locale of an interface language: Turkish is `tr-TR`; English is `en-GB`, so dates
 * read day-first as in Turkish.
 */
export const intlLocale = (locale: string): 'tr-TR' | 'en-GB' => (locale === 'en' ? 'en-GB' : 'tr-TR');

/** A number in the language's way (`1.250,5` / `1,250.5`). */
export const formatNumber = (value: number, locale: string, options?: Intl.NumberFormatOptions): string =>
  new Intl.NumberFormat(intlLocale(locale), options).format(value);

/** A rating average with one decimal in the language's way (`4,7` / `4.7`; `5,0` / `5.0`). */
export const formatRatingAverage = (average: number, locale: string): string =>
  formatNumber(average, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * A rating average out of the top rating, as every screen shows it: one decimal in the language's
 * way and the whole top rating, so one separator per text: `4,7/5` (tr), `4.7/5` (en).
 */
export const formatRating = (average: number, locale: string): string =>
  `${formatRatingAverage(average, locale)}/${formatNumber(RATING_MAX, locale)}`;

/** Dashboard counts are formatted in the Turkish locale in either language. */
export const formatDashboardNumber = (value: number): string => formatNumber(value, 'tr');

/** The separators of a number input: 1.250,50 in Turkish, 1,250.50 in English. */
export const numberInputSeparators = (locale: string) =>
  locale === 'en' ? { decimalSeparator: '.', thousandSeparator: ',' } : { decimalSeparator: ',', thousandSeparator: '.' };

/** A moment (an ISO time) as a date; without options the short numeric date (`15.03.2024`). */
export const formatDate = (value: string | Date, locale: string, options?: Intl.DateTimeFormatOptions): string =>
  new Date(value).toLocaleDateString(intlLocale(locale), options);

/** A moment (an ISO time) as date and time (`15.03.2024 14:05:09`). */
export const formatDateTime = (value: string | Date, locale: string): string => new Date(value).toLocaleString(intlLocale(locale));

/**
 * A moment (an ISO time) as date and time on the Istanbul clock, as bookings, requests and
 * notifications are kept (`12 Ara 2026 14:05`), whatever the browser's zone.
 */
export const formatIstanbulMoment = (value: string | Date, locale: string): string =>
  new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: APP_TIME_ZONE,
  }).format(new Date(value));

/**
 * A moment (an ISO time) as the day it fell on by the Istanbul clock, whatever the browser's zone
 * (`3 Ara 2026` / `3 Dec 2026`).
 */
export const formatIstanbulDate = (value: string | Date, locale: string): string =>
  new Intl.DateTimeFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: APP_TIME_ZONE,
  }).format(new Date(value));

const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/**
 * A file's size in the largest unit that keeps it at 1 or more, in steps of 1024, with at most one
 * decimal (`512 bayt`, `1,5 kB`, `2,4 MB` / `2.4 MB`).
 */
export const formatFileSize = (bytes: number, locale: string): string => {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return formatNumber(value, locale, {
    style: 'unit',
    unit: BYTE_UNITS[unit],
    maximumFractionDigits: unit === 0 ? 0 : 1,
  });
};

/**
 * A calendar date (`YYYY-MM-DD`) in the language (`15 Mar 2024` by default), read as a local date
 * so no time zone shifts it by a day. Anything else is shown as it is.
 */
export const formatCalendarDate = (
  value: string,
  locale: string,
  options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' },
): string => {
  const [year, month, day] = value.split('-').map(Number);
  if (!year || !month || !day) return value;
  return new Intl.DateTimeFormat(intlLocale(locale), options).format(new Date(year, month - 1, day));
};

/**
 * Up to two initials of a name for an avatar without a picture, upper-cased the Turkish way
 * (`i` → `İ`, whatever the interface language). `skipTitles` leaves out words such as "Dr.".
 */
export const initialsOf = (name: string, { skipTitles = false }: { skipTitles?: boolean } = {}): string =>
  name
    .split(/\s+/)
    .filter((part) => part !== '' && !(skipTitles && part.endsWith('.')))
    .slice(0, 2)
    .map((part) => part[0]?.toLocaleUpperCase('tr-TR'))
    .join('');

/**
 * `₺150 / saat`; for a sitter what the owner would pay a day for their pets: `₺260 / gün`, or
 * `₺160–₺260 / gün` when their pets' services differ.
 */
export const providerPriceText = (t: TFunction, price: ProviderPrice, locale: string) => {
  const unit = t(`catalog:unit.${price.unit}`);
  const amount = (lira: number) => formatKurus(toKurus(lira), locale);
  return price.maxLira !== null && price.maxLira !== price.lira
    ? t('catalog:priceRange', { min: amount(price.lira), max: amount(price.maxLira), unit })
    : t('catalog:pricePer', { price: amount(price.lira), unit });
};
