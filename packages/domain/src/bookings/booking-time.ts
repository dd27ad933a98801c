import {
  addDays,
  fromIstanbulDateTime,
  istanbulToday,
  type TimeRange,
} from '../shared/istanbul-time.ts';

/**
 * When a booking takes place and whether it is past, today or upcoming, on the Istanbul calendar
 * (`shared/istanbul-time.ts`): booking dates and times are Turkish wall-clock time whatever the
 * server's or the browser's zone.
 */

const HOUR_MS = 3_600_000;

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
