// Registers Turkish with dayjs (month and day names, without making it dayjs's default); English
// is built in. This module is reached only from screens past the first pages, so the locale comes
// with their code and never with the welcome or login page (docs/performance.md, "First load").
import 'dayjs/locale/tr';

import type { DayOfWeek } from '@mantine/dates';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@patili/domain/i18n';
import dayjs from 'dayjs';

/** How a date field reads and shows a calendar date in one interface language. */
export type DateLocale = {
  /** The dayjs locale of month and weekday names. */
  dayjs: string;
  /** The dayjs format of the field's text: `23.11.2026` in Turkish, `23 Nov 2026` in English. */
  valueFormat: string;
  /** The format hint of an empty field, in the language's own letters (Gün, Ay, Yıl). */
  placeholder: string;
  /** The screen reader's name of a day of the calendar: `23 Kasım 2026 Pazartesi`. */
  dayLabelFormat: string;
  /**
   * Monday in both: Turkey's week starts on Monday, and English dates in Patili are British
   * (`intlLocale` in lib/format.ts), whose week starts on Monday too.
   */
  firstDayOfWeek: DayOfWeek;
  /** The `Intl` locale of the calendar's arrows ("gelecek ay", "next month"). */
  intl: string;
};

export const DATE_LOCALES: Record<Locale, DateLocale> = {
  tr: {
    dayjs: 'tr',
    valueFormat: 'DD.MM.YYYY',
    placeholder: 'GG.AA.YYYY',
    dayLabelFormat: 'D MMMM YYYY dddd',
    firstDayOfWeek: 1,
    intl: 'tr-TR',
  },
  en: {
    dayjs: 'en',
    // The month's name, not its number: `11/12/2026` reads as two dates to British and American eyes.
    valueFormat: 'D MMM YYYY',
    placeholder: 'DD/MM/YYYY',
    dayLabelFormat: 'dddd D MMMM YYYY',
    firstDayOfWeek: 1,
    intl: 'en-GB',
  },
};

/** The date settings of an interface language (Turkish for anything unknown). */
export const dateLocaleOf = (language: string): DateLocale => DATE_LOCALES[isLocale(language) ? language : DEFAULT_LOCALE];

const pad = (value: number) => String(value).padStart(2, '0');

/** `YYYY-MM-DD` of a real calendar date (not 30 February), or null. */
const isoOf = (year: number, month: number, day: number): string | null => {
  if (month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day > daysInMonth ? null : `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
};

/** The number (1–12) of a month's name or short name in either language, or null. */
const monthByName = (() => {
  const names = new Map<string, number>();
  for (const locale of Object.values(DATE_LOCALES)) {
    for (let month = 1; month <= 12; month += 1) {
      const date = dayjs(`2000-${pad(month)}-15`).locale(locale.dayjs);
      for (const name of [date.format('MMMM'), date.format('MMM')]) {
        names.set(name.toLocaleLowerCase(locale.intl), month);
      }
    }
  }
  return (name: string, intl: string) => names.get(name.toLocaleLowerCase(intl)) ?? null;
})();

/** `2026-11-23`, `2026-1-5` */
const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
/** Day first, as Turkish and British English write it: `23.11.2026`, `23/11/2026`, `23-11-2026`. */
const DAY_FIRST = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/;
/** A month's name: `23 Kasım 2026`, `23 Nov 2026`, `23 Nov. 2026`. */
const MONTH_NAME = /^(\d{1,2})\s+(\p{L}+)\.?,?\s+(\d{4})$/u;

/**
 * The calendar date (`YYYY-MM-DD`) a person typed into a date field, or null while it is not a
 * whole date yet. Takes the field's own format, the API's `YYYY-MM-DD`, numbers day first with
 * `.`, `/` or `-` (never month first: `03/04/2026` is 3 April), and a month's name in Turkish or
 * English. The year needs four digits, so `23.11.202` is still being typed, not the year 202.
 */
export const parseDateText = (text: string, locale: DateLocale): string | null => {
  const value = text.trim();
  const iso = ISO.exec(value);
  if (iso) return isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dayFirst = DAY_FIRST.exec(value);
  if (dayFirst) return isoOf(Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1]));
  const named = MONTH_NAME.exec(value);
  if (named) {
    const month = monthByName(named[2]!, locale.intl);
    return month === null ? null : isoOf(Number(named[3]), month, Number(named[1]));
  }
  return null;
};

/** A calendar date (`YYYY-MM-DD`) as the field shows it: `23.11.2026`, `23 Nov 2026`. */
export const formatDateText = (value: string, locale: DateLocale): string =>
  dayjs(value).locale(locale.dayjs).format(locale.valueFormat);

/** True when `value` (`YYYY-MM-DD`) is within `min` and `max`, either of them optional. */
export const isWithin = (value: string, { min, max }: { min?: string | undefined; max?: string | undefined }): boolean =>
  (min === undefined || value >= min) && (max === undefined || value <= max);

/**
 * The calendar arrows' names in the language, from `Intl` (the catalogue has no words for them):
 * "gelecek ay" / "next month", "geçen yıl" / "last year", "10 yıl sonra" / "in 10 years".
 */
export const calendarAriaLabels = (locale: DateLocale) => {
  const relative = new Intl.RelativeTimeFormat(locale.intl, { numeric: 'auto' });
  return {
    nextMonth: relative.format(1, 'month'),
    previousMonth: relative.format(-1, 'month'),
    nextYear: relative.format(1, 'year'),
    previousYear: relative.format(-1, 'year'),
    nextDecade: relative.format(10, 'year'),
    previousDecade: relative.format(-10, 'year'),
  };
};
