import { addDays, fromIstanbulDateTime, isIsoDate, istanbulDaysBetween, mondayOf } from '../shared/istanbul-time.ts';

/**
 * The period a report covers: two Istanbul calendar
 * dates, both included, decided in Europe/Istanbul whatever the server's or the browser's zone:
 * the start is the first day's 00:00:00 and the end the last day's 23:59:59,
 * Istanbul time (as instants: from the first midnight to the midnight after the last day).
 */
export type ReportPeriod = { readonly from: string; readonly to: string };

/** The period picker's choices; `custom` takes the two dates typed. */
export const REPORT_PERIOD_PRESETS = ['last7', 'last30', 'last90', 'thisMonth', 'custom'] as const;
export type ReportPeriodPreset = (typeof REPORT_PERIOD_PRESETS)[number];

/** The preset a report opens with. */
export const DEFAULT_REPORT_PRESET: ReportPeriodPreset = 'last30';

/** The longest period a report covers: a year and a day (a leap year, or 1 January to 1 January). */
export const REPORT_PERIOD_MAX_DAYS = 367;

/** How the timeline groups bookings: Istanbul days, or weeks starting on Monday. */
export const REPORT_BUCKETS = ['day', 'week'] as const;
export type ReportBucket = (typeof REPORT_BUCKETS)[number];

/** Periods up to this many days are drawn day by day unless asked otherwise; longer ones by week. */
export const DAILY_BUCKET_MAX_DAYS = 62;

/**
 * The dates of a preset on `today` (the Istanbul date): the last 7, 30 or 90 days up to and
 * including today, or this month from its first day to today. `custom` has no dates of its own:
 * null.
 */
export const periodOfPreset = (preset: ReportPeriodPreset, today: string): ReportPeriod | null => {
  switch (preset) {
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'last90':
      return { from: addDays(today, -89), to: today };
    case 'thisMonth':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case 'custom':
      return null;
  }
};

/** The number of days of a period, both ends included (0 when the end is before the start). */
export const periodDays = (period: ReportPeriod): number => istanbulDaysBetween(period.from, period.to).length;

/**
 * The dates a report may name: the platform's lifetime and then some. Outside them the calendar
 * arithmetic would leave four-digit years (and `Date.UTC` reads years below 100 as 19xx).
 */
export const REPORT_DATE_MIN = '2000-01-01';
export const REPORT_DATE_MAX = '2099-12-31';

/** True for a real calendar date (`YYYY-MM-DD`) a report may name. */
export const isReportDate = (value: unknown): value is string =>
  typeof value === 'string' && isIsoDate(value) && value >= REPORT_DATE_MIN && value <= REPORT_DATE_MAX;

/** Why a period is refused, or null when it is a valid one. */
export type PeriodProblem = 'dateInvalid' | 'fromAfterTo' | 'periodTooLong';

export const periodProblem = (period: { from: unknown; to: unknown }): PeriodProblem | null => {
  const { from, to } = period;
  if (!isReportDate(from) || !isReportDate(to)) return 'dateInvalid';
  if (from > to) return 'fromAfterTo';
  if (periodDays({ from, to }) > REPORT_PERIOD_MAX_DAYS) return 'periodTooLong';
  return null;
};

/** The period as instants: from the first day's Istanbul midnight up to (excluded) the midnight after the last day. */
export const periodInstants = (period: ReportPeriod): { startsAt: Date; endsAt: Date } => ({
  startsAt: fromIstanbulDateTime(period.from),
  endsAt: fromIstanbulDateTime(addDays(period.to, 1)),
});

/** The timeline's grouping when none is asked for: by day up to two months, by week beyond. */
export const defaultBucket = (period: ReportPeriod): ReportBucket =>
  periodDays(period) <= DAILY_BUCKET_MAX_DAYS ? 'day' : 'week';

/**
 * Every bucket of a period in order, each named by its first day (`YYYY-MM-DD`): every day, or
 * the Monday of every week the period touches (the first may start before `from`). The report
 * fills these with zero where nothing happened, so a chart's gaps are real.
 */
export const periodBuckets = (period: ReportPeriod, bucket: ReportBucket): string[] => {
  const days = istanbulDaysBetween(period.from, period.to);
  if (bucket === 'day') return days;
  return [...new Set(days.map(mondayOf))];
};
