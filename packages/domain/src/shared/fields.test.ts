import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import {
  blankToNull,
  isBlank,
  optionalFilter,
  optionalText,
  optionalUrl,
  requiredDate,
  requiredText,
  requiredTime,
  textOrEmpty,
  trimmedOrNull,
} from './fields.ts';

/** The message key of the first issue, or null when the value is accepted. */
const messageOf = (schema: z.ZodType, value: unknown): string | null => {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? '');
};
const valueOf = (schema: z.ZodType, value: unknown): unknown => schema.parse(value);

const TOO_LONG = 'errors:tooLong';
const REQUIRED = 'errors:fieldRequired';
const INVALID = 'errors:invalidValue';

describe('blank values', () => {
  it("reads '', null and undefined as blank, and nothing else", () => {
    for (const value of ['', null, undefined]) expect(isBlank(value)).toBe(true);
    for (const value of [' ', 0, false, [], 'a']) expect(isBlank(value), String(value)).toBe(false);
    expect(blankToNull('')).toBeNull();
    expect(blankToNull(undefined)).toBeNull();
    expect(blankToNull(' ')).toBe(' ');
    expect(blankToNull(0)).toBe(0);
  });
  it('trims a string before asking, and leaves other values as they came', () => {
    expect(trimmedOrNull('  ')).toBeNull();
    expect(trimmedOrNull(' Minnoş ')).toBe('Minnoş');
    expect(trimmedOrNull(null)).toBeNull();
    expect(trimmedOrNull(5)).toBe(5);
  });
});

describe('optionalText', () => {
  const field = optionalText(5, TOO_LONG);
  it('trims, and keeps blank or absent as null', () => {
    expect(valueOf(field, '  abc  ')).toBe('abc');
    for (const value of ['', '   ', null, undefined]) expect(valueOf(field, value)).toBeNull();
    expect(z.object({ notes: field }).parse({})).toEqual({ notes: null });
  });
  it('measures the trimmed text against the maximum, with the caller message', () => {
    expect(valueOf(field, '  12345  ')).toBe('12345');
    expect(messageOf(field, '123456')).toBe(TOO_LONG);
  });
  it('refuses a value that is not text', () => {
    expect(messageOf(field, 5)).toBe(INVALID);
    expect(messageOf(field, ['a'])).toBe(INVALID);
  });
});

describe('textOrEmpty', () => {
  const field = textOrEmpty(5, TOO_LONG);
  it("trims, and keeps absent or null as ''", () => {
    expect(valueOf(field, ' abc ')).toBe('abc');
    expect(valueOf(field, undefined)).toBe('');
    expect(valueOf(field, null)).toBe('');
    expect(valueOf(field, '   ')).toBe('');
  });
  it('measures the trimmed text, and refuses what is not text', () => {
    expect(messageOf(field, ' 12345 ')).toBeNull();
    expect(messageOf(field, '123456')).toBe(TOO_LONG);
    expect(messageOf(field, 5)).toBe(INVALID);
  });
});

describe('optionalUrl', () => {
  const field = optionalUrl(30, TOO_LONG, 'providers:validation.liveStreamLinkInvalid');
  it("takes an http or https link, trimmed, or nothing ('')", () => {
    expect(valueOf(field, ' https://patili.app/canli ')).toBe('https://patili.app/canli');
    expect(valueOf(field, 'HTTP://example.com')).toBe('HTTP://example.com');
    expect(valueOf(field, undefined)).toBe('');
    expect(valueOf(field, '')).toBe('');
  });
  it('refuses other text and other values with the caller message, and a long link as too long', () => {
    for (const value of ['patili.app', 'ftp://patili.app', 'https://', 'https:// a', 5])
      expect(messageOf(field, value), String(value)).toBe(
        'providers:validation.liveStreamLinkInvalid',
      );
    expect(messageOf(field, `https://${'a'.repeat(30)}`)).toBe(TOO_LONG);
  });
});

describe('requiredText', () => {
  const field = requiredText(5, REQUIRED, TOO_LONG);
  it('trims and keeps the text', () => {
    expect(valueOf(field, '  abc ')).toBe('abc');
    expect(valueOf(field, ' 12345 ')).toBe('12345');
  });
  it('is required when missing, blank or not text', () => {
    for (const value of [undefined, null, '', '   ', 5])
      expect(messageOf(field, value)).toBe(REQUIRED);
  });
  it('is too long past the maximum', () => {
    expect(messageOf(field, '123456')).toBe(TOO_LONG);
  });
});

describe('requiredDate', () => {
  const field = requiredDate(REQUIRED, 'bookings:validation.dateInvalid');
  it('takes a real YYYY-MM-DD date, trimmed', () => {
    expect(valueOf(field, ' 2024-02-29 ')).toBe('2024-02-29');
  });
  it('is required when missing or blank, and invalid when not a real date', () => {
    for (const value of [undefined, null, '', '  ']) expect(messageOf(field, value)).toBe(REQUIRED);
    for (const value of ['2023-02-29', '29.02.2024', '2024-2-9'])
      expect(messageOf(field, value), value).toBe('bookings:validation.dateInvalid');
  });
});

describe('requiredTime', () => {
  const field = requiredTime(REQUIRED, 'bookings:validation.timeInvalid');
  it('takes an HH:MM time, trimmed', () => {
    expect(valueOf(field, ' 09:30 ')).toBe('09:30');
  });
  it('is required when missing or blank, and invalid when not a wall-clock time', () => {
    for (const value of [undefined, '', ' ']) expect(messageOf(field, value)).toBe(REQUIRED);
    for (const value of ['24:00', '9:30', 'noon'])
      expect(messageOf(field, value), value).toBe('bookings:validation.timeInvalid');
  });
});

describe('optionalFilter', () => {
  const field = optionalFilter(z.enum(['cat', 'dog'], { error: INVALID }));
  it("reads '' and a missing value as no filter", () => {
    expect(valueOf(field, '')).toBeUndefined();
    expect(valueOf(field, undefined)).toBeUndefined();
    expect(z.object({ species: field }).parse({})).toEqual({});
  });
  it("keeps a value and leaves the rest to the filter's own schema", () => {
    expect(valueOf(field, 'cat')).toBe('cat');
    expect(messageOf(field, 'hamster')).toBe(INVALID);
    expect(messageOf(field, ' ')).toBe(INVALID);
  });
});
