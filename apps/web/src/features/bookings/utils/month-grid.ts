import { addDays, istanbulDaysBetween, weekdayOf } from '@patili/domain/shared';
import type { Locale } from '@patili/domain/i18n';

/**
 * A month calendar's arithmetic on Istanbul calendar dates (`YYYY-MM-DD`) and months (`YYYY-MM`),
 * with no time zone in play: a day is a string, never a `Date` of the browser's zone.
 */

/** Month grids start on Monday in Turkish and Sunday in English. */
export const FIRST_WEEKDAY: Readonly<Record<Locale, 0 | 1>> = { tr: 1, en: 0 };

/** The month (`YYYY-MM`) of a date. */
export const monthOf = (date: string): string => date.slice(0, 7);

/** The month `count` months after (before, when negative) another. */
export const addMonths = (month: string, count: number): string => {
  const [year = 0, number = 1] = month.split('-').map(Number);
  const index = year * 12 + (number - 1) + count;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
};

/** The first and the last day of a month. */
export const monthBounds = (month: string): { first: string; last: string } => ({
  first: `${month}-01`,
  last: addDays(`${addMonths(month, 1)}-01`, -1),
});

/**
 * A month's cells, week by week from the first weekday: blanks (null) before the 1st, the days,
 * and blanks after to fill the last week, always five or six weeks (35 to 42 cells).
 */
export const monthGrid = (month: string, firstWeekday: 0 | 1): Array<string | null> => {
  const { first, last } = monthBounds(month);
  const leading = (weekdayOf(first) - firstWeekday + 7) % 7;
  const cells: Array<string | null> = [
    ...Array.from({ length: leading }, () => null),
    ...istanbulDaysBetween(first, last),
  ];
  while (cells.length < 35 || cells.length % 7 !== 0) cells.push(null);
  return cells;
};

/** The weekdays in grid order (0 Sunday to 6 Saturday), starting on `firstWeekday`. */
export const weekdayOrder = (firstWeekday: 0 | 1): number[] =>
  Array.from({ length: 7 }, (_, index) => (firstWeekday + index) % 7);
