/** `YYYY-MM-DD`, the shape of every calendar date the API sends and receives. */
export const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The time zone "today" is read in. Patili serves Turkey, so a birthdate entered just after
 * midnight in Istanbul is not "in the future" for a server running on UTC.
 */
export const APP_TIME_ZONE = 'Europe/Istanbul';

type CalendarDate = { year: number; month: number; day: number };

const parts = (value: string): CalendarDate | null => {
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
export const isIsoDate = (value: string): boolean => parts(value) !== null;

/**
 * One formatter per time zone, made once: making an `Intl.DateTimeFormat` costs far more than
 * using it (a list of bookings asks for several dates a row).
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const dateFormatIn = (timeZone: string) => {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dateFormats.set(timeZone, format);
  }
  return format;
};

/** The calendar date of an instant in a time zone, as `YYYY-MM-DD` (the caller passes the clock). */
export const isoDateOf = (instant: Date, timeZone: string = APP_TIME_ZONE): string => {
  const formatted = dateFormatIn(timeZone).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    formatted.find((part) => part.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
};

/**
 * Whole years from `birthdate` to `today` (both `YYYY-MM-DD`): the years passed, minus one
 * while this year's birthday is still ahead. Never negative; a birthdate after today gives 0.
 * Throws on a malformed date, which the schemas never let through.
 */
export const ageFromBirthdate = (birthdate: string, today: string): number => {
  const born = parts(birthdate);
  const now = parts(today);
  if (!born || !now) throw new RangeError(`not a YYYY-MM-DD date: ${born ? today : birthdate}`);
  const beforeBirthday = now.month < born.month || (now.month === born.month && now.day < born.day);
  return Math.max(0, now.year - born.year - (beforeBirthday ? 1 : 0));
};

/**
 * A pet's age in whole years: derived from the birthdate when it is known, otherwise
 * the age the owner gave; null when neither is stored.
 */
export const petAge = (
  pet: { birthdate: string | null; ageYears: number | null },
  today: string,
): number | null => (pet.birthdate ? ageFromBirthdate(pet.birthdate, today) : pet.ageYears);
