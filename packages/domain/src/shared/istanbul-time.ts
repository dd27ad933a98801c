/**
 * Patili's calendar and clock: dates and times a user enters or reads are Turkish wall-clock time,
 * and "today", "this week" and "past" are decided in Istanbul whatever the server's or the
 * browser's zone (a birthdate entered just after midnight in Istanbul is not "in the future" for a
 * server running on UTC). Zone math goes through `Intl` (the domain depends on nothing else):
 * Turkey has kept +03 since 2016, but the time-zone database knows the older offsets, and nothing
 * here assumes one. The caller always passes the clock.
 */

/** The time zone every calendar day and wall-clock time of the app is read in. */
export const APP_TIME_ZONE = 'Europe/Istanbul';

/** `YYYY-MM-DD`, the shape of every calendar date the API sends and receives. */
export const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `HH:MM`, 00:00 to 23:59: the wall-clock times the forms send. */
export const WALL_CLOCK_TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** A calendar date as numbers, month and day counted from 1. */
export type CalendarDate = { readonly year: number; readonly month: number; readonly day: number };

/** An Istanbul wall-clock date (`YYYY-MM-DD`) and time (`HH:MM`). */
export type LocalDateTime = { readonly date: string; readonly time: string };

/** A span of time, start included and end excluded. */
export type TimeRange = { readonly startsAt: Date; readonly endsAt: Date };

/** The year, month and day of a real calendar date written `YYYY-MM-DD`; null for anything else. */
export const readIsoDate = (value: string): CalendarDate | null => {
  const match = ISO_DATE_PATTERN.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // A round trip through UTC rejects dates that do not exist (2023-02-29, 2024-04-31).
  const check = new Date(Date.UTC(year, month - 1, day));
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day
  )
    return null;
  return { year, month, day };
};

/** True for a real calendar date written `YYYY-MM-DD`. */
export const isIsoDate = (value: string): boolean => readIsoDate(value) !== null;

/** True for a wall-clock time written `HH:MM` (00:00 to 23:59). */
export const isWallClockTime = (value: string): boolean => WALL_CLOCK_TIME_PATTERN.test(value);

const calendarDate = (date: string): CalendarDate => {
  const parts = readIsoDate(date);
  if (!parts) throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
  return parts;
};

// Made on first use: building an Intl formatter costs far more than using one (a list of bookings
// asks for several dates a row).
let wallClockFormat: Intl.DateTimeFormat | undefined;
/** Istanbul's wall clock at an instant, read by the formatter (the slow, exact way). */
const formattedWallClock = (instant: Date) => {
  wallClockFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: APP_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const parts = wallClockFormat.formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
};

/*
 * The offset is read once per quarter of an hour and kept: time zones change their offset only on
 * a quarter hour, so within one it is the same, and the wall clock is then plain arithmetic. A page
 * of bookings reads a few dozen instants; the formatter took ~1 % of a busy server's CPU.
 */
const QUARTER_HOUR_MS = 15 * 60 * 1000;
const OFFSETS_KEPT = 20_000;
const offsetsByQuarter = new Map<number, number>();

const offsetOfQuarter = (quarter: number): number => {
  const known = offsetsByQuarter.get(quarter);
  if (known !== undefined) return known;
  const start = quarter * QUARTER_HOUR_MS;
  const wall = formattedWallClock(new Date(start));
  const offset = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - start;
  if (offsetsByQuarter.size >= OFFSETS_KEPT) offsetsByQuarter.clear();
  offsetsByQuarter.set(quarter, offset);
  return offset;
};

const wallClockParts = (instant: Date) => {
  const epochMs = instant.getTime();
  // An invalid date throws the formatter's RangeError, as it always did.
  if (!Number.isFinite(epochMs)) return formattedWallClock(instant);
  const shifted = new Date(epochMs + offsetOfQuarter(Math.floor(epochMs / QUARTER_HOUR_MS)));
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
};

/** How far Istanbul's wall clock is ahead of UTC at an instant, in milliseconds. */
const istanbulOffsetMs = (epochMs: number): number => {
  const wholeSecond = Math.floor(epochMs / 1000) * 1000;
  const wall = wallClockParts(new Date(wholeSecond));
  return (
    Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - wholeSecond
  );
};

const pad = (value: number) => String(value).padStart(2, '0');

/** The Istanbul date (`YYYY-MM-DD`) and wall-clock time (`HH:MM`) of an instant. */
export const toIstanbulDateTime = (instant: Date): LocalDateTime => {
  const wall = wallClockParts(instant);
  return {
    date: `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`,
    time: `${pad(wall.hour)}:${pad(wall.minute)}`,
  };
};

/**
 * The instant of an Istanbul wall-clock date and time (midnight when no time is given). Throws a
 * RangeError on a malformed or impossible date or time, which the schemas never let through.
 */
export const fromIstanbulDateTime = (date: string, time = '00:00'): Date => {
  const { year, month, day } = calendarDate(date);
  const clock = WALL_CLOCK_TIME_PATTERN.exec(time);
  if (!clock) throw new RangeError(`not an HH:MM time: ${time}`);
  const asIfUtc = Date.UTC(year, month - 1, day, Number(clock[1]), Number(clock[2]));
  // The offset at the guess, then at the corrected instant: two readings settle it even across
  // an offset change (a wall time inside a spring-forward gap lands after the gap).
  const first = asIfUtc - istanbulOffsetMs(asIfUtc);
  const second = asIfUtc - istanbulOffsetMs(first);
  return new Date(second);
};

/** The Istanbul calendar date (`YYYY-MM-DD`) of an instant: today's at `now` (the caller passes the clock). */
export const istanbulToday = (now: Date): string => toIstanbulDateTime(now).date;

/** A calendar date `days` later (or earlier, when negative). */
export const addDays = (date: string, days: number): string => {
  const { year, month, day } = calendarDate(date);
  return new Date(Date.UTC(year, month - 1, day) + days * DAY_MS).toISOString().slice(0, 10);
};

/** An Istanbul calendar day as instants, from its midnight to the next (admin date filters, "today's walks"). */
export const istanbulDayRange = (date: string): TimeRange => ({
  startsAt: fromIstanbulDateTime(date),
  endsAt: fromIstanbulDateTime(addDays(date, 1)),
});

/** The day of the week of a calendar date: 0 Sunday to 6 Saturday (as `Date#getUTCDay`). */
export const weekdayOf = (date: string): number => {
  const { year, month, day } = calendarDate(date);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
};

/** The Monday that starts the week of a calendar date (Turkey's weeks start on Monday). */
export const mondayOf = (date: string): string => addDays(date, -((weekdayOf(date) + 6) % 7));

/**
 * The Istanbul week of `now`, Monday to Sunday: its first and last day, and its span from
 * Monday's midnight to the next Monday's (a provider's earnings "this week").
 */
export const istanbulWeekOf = (
  now: Date,
): TimeRange & { readonly from: string; readonly to: string } => {
  const from = mondayOf(istanbulToday(now));
  return {
    from,
    to: addDays(from, 6),
    startsAt: fromIstanbulDateTime(from),
    endsAt: fromIstanbulDateTime(addDays(from, 7)),
  };
};

/** The calendar days from `start` to `end`, both included; empty when the end is before the start. */
export const istanbulDaysBetween = (start: string, end: string): string[] => {
  const first = calendarDate(start);
  const last = calendarDate(end);
  const count =
    (Date.UTC(last.year, last.month - 1, last.day) -
      Date.UTC(first.year, first.month - 1, first.day)) /
      DAY_MS +
    1;
  return Array.from({ length: Math.max(0, count) }, (_, index) => addDays(start, index));
};

/** True when two ranges share a moment; one may start exactly when the other ends. */
export const rangesOverlap = (a: TimeRange, b: TimeRange): boolean =>
  a.startsAt.getTime() < b.endsAt.getTime() && b.startsAt.getTime() < a.endsAt.getTime();
