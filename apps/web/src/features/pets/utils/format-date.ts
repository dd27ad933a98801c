/**
 * A `YYYY-MM-DD` calendar date in the reader's language (15 Mar 2024 / 15 Mar 2024), read as a
 * local date so no time zone shifts it by a day.
 */
export const formatCalendarDate = (value: string, locale: string): string => {
  const [year, month, day] = value.split('-').map(Number);
  if (!year || !month || !day) return value;
  return new Intl.DateTimeFormat(locale === 'tr' ? 'tr-TR' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(year, month - 1, day));
};
