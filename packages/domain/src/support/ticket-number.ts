/**
 * A ticket's number: a whole number from the database's sequence (1, 2, 3, … in the order tickets
 * are opened), shown as `DT-000123` (six digits at least, zero-padded; more digits when larger).
 * People write it back loosely: `DT-000123`, `dt-123`, `DT 123`, `#123` or just `123`.
 */

/** What the shown number starts with. */
export const TICKET_NUMBER_PREFIX = 'DT-';
/** The fewest digits a shown number has (zero-padded). */
export const TICKET_NUMBER_MIN_DIGITS = 6;
/** The largest number the column holds (a PostgreSQL `integer`); anything larger is no ticket's. */
export const TICKET_NUMBER_MAX = 2_147_483_647;

/** The number as every screen, notification and e-mail shows it: `DT-000123`, `DT-1234567`. */
export const formatTicketNumber = (number: number): string =>
  `${TICKET_NUMBER_PREFIX}${String(number).padStart(TICKET_NUMBER_MIN_DIGITS, '0')}`;

/** Digits read as a ticket's number, or null outside 1…`TICKET_NUMBER_MAX`. */
const numberOf = (digits: string): number | null => {
  const number = Number(digits);
  return Number.isSafeInteger(number) && number >= 1 && number <= TICKET_NUMBER_MAX ? number : null;
};

/** The whole text is one number: `DT-000123`, `dt-123`, `DT123`, `#123`, `#DT-123`, `123`; spaces anywhere. */
const WHOLE_NUMBER = /^#?(?:dt-?)?(\d{1,12})$/i;

/**
 * What a user typed as a ticket number, read back to the number; null when it is not one (or is
 * 0, or past `TICKET_NUMBER_MAX`).
 */
export const parseTicketNumber = (text: string): number | null => {
  const digits = WHOLE_NUMBER.exec(text.replace(/\s+/g, ''))?.[1];
  return digits === undefined ? null : numberOf(digits);
};

/** Where a number found in a sentence is, and whether it was written with `DT` or `#`. */
export type TicketNumberMatch = {
  readonly number: number;
  /** Whether it carried `DT`/`#`: a bare number may be any number in the sentence. */
  readonly marked: boolean;
  readonly start: number;
  readonly end: number;
};

// Neither glued to a word or another number (`12abc`, `v2`, `1.5`, `3/4`), nor a part of an id
// (`01234567-89ab-…`): only a number that stands alone is read.
const NOT_AFTER = String.raw`(?<![\p{L}\p{N}_#]|[\p{L}\p{N}][-.,/])`;
const NOT_BEFORE = String.raw`(?![\p{L}\p{N}_]|[-.,/][\p{L}\p{N}])`;
const MARKED_NUMBER = new RegExp(
  String.raw`${NOT_AFTER}(?:#\s*(?:dt\s*-?\s*)?|dt\s*-?\s*)(\d{1,12})${NOT_BEFORE}`,
  'iu',
);
const BARE_NUMBER = new RegExp(String.raw`${NOT_AFTER}(\d{1,12})${NOT_BEFORE}`, 'u');

/**
 * The first ticket number written in a sentence: one written with `DT` or `#` wins over a bare
 * number before it ("3 gün önce açılan DT-000007'yi kapat" names 7). Null when there is none, or
 * when the number cannot be a ticket's.
 */
export const findTicketNumber = (text: string): TicketNumberMatch | null => {
  const marked = MARKED_NUMBER.exec(text);
  const found = marked ?? BARE_NUMBER.exec(text);
  const digits = found?.[1];
  if (!found || digits === undefined) return null;
  const number = numberOf(digits);
  if (number === null) return null;
  return {
    number,
    marked: marked !== null,
    start: found.index,
    end: found.index + found[0].length,
  };
};
