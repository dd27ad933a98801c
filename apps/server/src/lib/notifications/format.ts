import type { Locale } from '@patili/domain/i18n';

/** A payload's string field, or null when it is missing or empty. */
export const payloadText = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();

/** A calendar date (`YYYY-MM-DD`) as the reader writes it: `12 Haz 2026`, `12 Jun 2026`. */
export const formatCalendarDate = (locale: Locale, date: string): string => {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'tr-TR', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dateFormats.set(locale, format);
  }
  const [year, month, day] = date.split('-').map(Number);
  return format.format(new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)));
};

/**
 * When a booking takes place, as it was asked for (Istanbul calendar days and wall-clock time):
 * `12 Haz 2026 10:30`, or `12 Haz 2026 – 14 Haz 2026` for a stay; the chat's subjects say it so too.
 */
export const formatBookingWhen = (
  locale: Locale,
  { startDate, endDate, startTime }: { startDate: string; endDate: string | null; startTime: string | null },
): string => {
  if (startTime) return `${formatCalendarDate(locale, startDate)} ${startTime}`;
  return endDate && endDate !== startDate
    ? `${formatCalendarDate(locale, startDate)} – ${formatCalendarDate(locale, endDate)}`
    : formatCalendarDate(locale, startDate);
};
