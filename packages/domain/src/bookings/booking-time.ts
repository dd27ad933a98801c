import type { LocalDateTime } from '../discovery/vet-request.ts';
import { APP_TIME_ZONE, ISO_DATE_PATTERN, isIsoDate, isoDateOf } from '../pets/pet-age.ts';

/**
 * Booking dates and times are Turkish wall-clock time, and "today", "upcoming" and "past" are
 * decided in Istanbul whatever the server's or the browser's zone. Zone math
 * goes through `Intl` (the domain depends on nothing else): Turkey has kept +03 since 2016, but the
 * time-zone database knows the older offsets, and nothing here assumes one.
 */
export const BOOKING_TIME_ZONE = APP_TIME_ZONE;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** A span of time, start included and end excluded. */
export type TimeRange = { readonly startsAt: Date; readonly endsAt: Date };

/** `HH:MM`, 00:00 to 23:59: the wall-clock times the booking forms send. */
const WALL_CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** True for a wall-clock time written `HH:MM` (00:00 to 23:59). */
export const isWallClockTime = (value: string): boolean => WALL_CLOCK_TIME.test(value);

const calendarDate = (date: string): { year: number; month: number; day: number } => {
  const match = ISO_DATE_PATTERN.exec(date);
  if (!match || !isIsoDate(date)) throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
};

// Made on first use: building an Intl formatter costs more than using one.
let wallClockFormat: Intl.DateTimeFormat | undefined;
const wallClockParts = (instant: Date) => {
  wallClockFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: BOOKING_TIME_ZONE,
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
  const clock = WALL_CLOCK_TIME.exec(time);
  if (!clock) throw new RangeError(`not an HH:MM time: ${time}`);
  const asIfUtc = Date.UTC(year, month - 1, day, Number(clock[1]), Number(clock[2]));
  // The offset at the guess, then at the corrected instant: two readings settle it even across
  // an offset change (a wall time inside a spring-forward gap lands after the gap).
  const first = asIfUtc - istanbulOffsetMs(asIfUtc);
  const second = asIfUtc - istanbulOffsetMs(first);
  return new Date(second);
};

/** Today's date in Istanbul at `now` (the caller passes the clock). */
export const istanbulToday = (now: Date): string => isoDateOf(now, BOOKING_TIME_ZONE);

/** An Istanbul calendar day as instants, from its midnight to the next (admin date filters, "today's walks"). */
export const istanbulDayRange = (date: string): TimeRange => ({
  startsAt: fromIstanbulDateTime(date),
  endsAt: fromIstanbulDateTime(addDays(date, 1)),
});

/** A calendar date `days` later (or earlier, when negative). */
export const addDays = (date: string, days: number): string => {
  const { year, month, day } = calendarDate(date);
  return new Date(Date.UTC(year, month - 1, day) + days * DAY_MS).toISOString().slice(0, 10);
};

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

// --- Durations ------------------------------------------------------------------------------------

/** Vet and trainer appointments last one hour. */
export const SESSION_HOURS = 1;
/** A walk lasts whole hours, 1 to 5. */
export const WALK_HOURS_MIN = 1;
export const WALK_HOURS_MAX = 5;

/**
 * A walk's length in whole hours, as the live quote reads the duration field: a non-numeric value
 * is 1, a fraction is cut to whole hours, and the result is held within 1 to 5. The
 * booking schema refuses a fraction or a value out of range with a message before it gets here.
 */
export const normalizeWalkHours = (value: unknown): number => {
  const hours = typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : value;
  if (typeof hours !== 'number' || !Number.isFinite(hours)) return WALK_HOURS_MIN;
  return Math.min(WALK_HOURS_MAX, Math.max(WALK_HOURS_MIN, Math.trunc(hours)));
};

/**
 * When a booking takes place. A sitter is booked for whole Istanbul days, start and end dates
 * included; the other kinds for a wall-clock date and start time.
 */
export type BookingTerms =
  | { readonly kind: 'sitter'; readonly startDate: string; readonly endDate: string }
  | { readonly kind: 'veterinarian' | 'trainer'; readonly date: string; readonly time: string }
  | {
      readonly kind: 'pet_walker';
      readonly date: string;
      readonly time: string;
      readonly hours: unknown;
    };

/**
 * The span a booking occupies: a sitter's stay from the start date's midnight to the midnight after
 * the end date; a vet or trainer session one hour from its start; a walk its hours. This is what
 * is stored (`timestamptz`) and what the overlap rule compares.
 */
export const bookingInterval = (terms: BookingTerms): TimeRange => {
  if (terms.kind === 'sitter') {
    return {
      startsAt: fromIstanbulDateTime(terms.startDate),
      endsAt: fromIstanbulDateTime(addDays(terms.endDate, 1)),
    };
  }
  const startsAt = fromIstanbulDateTime(terms.date, terms.time);
  const hours = terms.kind === 'pet_walker' ? normalizeWalkHours(terms.hours) : SESSION_HOURS;
  return { startsAt, endsAt: new Date(startsAt.getTime() + hours * HOUR_MS) };
};

// --- Past, today, upcoming ------------------------------------------------------------------------

export type BookingTiming = 'past' | 'today' | 'upcoming';

/**
 * Where a booking falls against `now` on the Istanbul calendar: `today` when any of its days is
 * today (a walk this morning that is over, a sitter stay that began yesterday and runs on),
 * `upcoming` when its first day is after today, `past` when its last day is before today.
 */
export const bookingTiming = (booking: TimeRange, now: Date): BookingTiming => {
  const today = istanbulToday(now);
  const firstDay = istanbulToday(booking.startsAt);
  // The end is excluded: a stay ending at midnight ends on the day before.
  const lastInstant = Math.max(booking.startsAt.getTime(), booking.endsAt.getTime() - 1);
  const lastDay = istanbulToday(new Date(lastInstant));
  if (firstDay > today) return 'upcoming';
  if (lastDay < today) return 'past';
  return 'today';
};

/** True when a booking starts today in Istanbul or later (the owner's upcoming count). */
export const startsTodayOrLater = (startsAt: Date, now: Date): boolean =>
  istanbulToday(startsAt) >= istanbulToday(now);

/** True from a booking's start instant on (vet tabs; completing a booking). */
export const hasStarted = (startsAt: Date, now: Date): boolean =>
  startsAt.getTime() <= now.getTime();
