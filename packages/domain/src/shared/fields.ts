import { z } from 'zod';

import { msg, type MessageKey } from '../i18n/translate.ts';
import { isIsoDate, isWallClockTime } from './istanbul-time.ts';

/**
 * The form fields every feature's schemas are built from, read the same by the forms and the API.
 * Text is trimmed before it is measured, and every message is the caller's, so each form keeps its
 * own words. A value of the wrong type (a number for a text) is `errors:invalidValue` unless the
 * field says otherwise.
 */

/** Blank means absent: the form sends `''` for an empty input, the API may send null. */
export const isBlank = (value: unknown): boolean =>
  value === '' || value === undefined || value === null;

/** A blank value as null; anything else as it came. */
export const blankToNull = (value: unknown): unknown => (isBlank(value) ? null : value);

/** A string trimmed, then a blank value (an empty or all-space string too) as null. */
export const trimmedOrNull = (value: unknown): unknown =>
  typeof value === 'string' ? blankToNull(value.trim()) : blankToNull(value);

/** Optional free text: trimmed, at most `max` characters (`tooLong`); blank or absent is null. */
export const optionalText = (max: number, tooLong: MessageKey) =>
  z
    .preprocess(
      trimmedOrNull,
      z
        .string({ error: msg('errors:invalidValue') })
        .max(max, { error: tooLong })
        .nullable(),
    )
    .optional()
    .default(null);

/** Optional free text kept as a string: trimmed, at most `max` characters; absent or null is `''`. */
export const textOrEmpty = (max: number, tooLong: MessageKey) =>
  z.preprocess(
    (value) => value ?? '',
    z
      .string({ error: msg('errors:invalidValue') })
      .trim()
      .max(max, { error: tooLong }),
  );

/** `http://` or `https://`, then something that is not blank (a link must start with http). */
export const HTTP_URL_PATTERN = /^https?:\/\/\S+$/i;

/**
 * An optional `http(s)://` link: trimmed, at most `max` characters (`tooLong`); absent or null is
 * `''`; anything but a link, or not a string, is `invalid`.
 */
export const optionalUrl = (max: number, tooLong: MessageKey, invalid: MessageKey) =>
  z.preprocess(
    (value) => value ?? '',
    z
      .string({ error: invalid })
      .trim()
      .max(max, { error: tooLong })
      .refine((value) => value === '' || HTTP_URL_PATTERN.test(value), { error: invalid }),
  );

/** Required text: trimmed, then 1 to `max` characters; missing or blank is `required`. */
export const requiredText = (max: number, required: MessageKey, tooLong: MessageKey) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong });

/** A required calendar date `YYYY-MM-DD`, trimmed: missing or blank is `required`, not a real date `invalid`. */
export const requiredDate = (required: MessageKey, invalid: MessageKey) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .refine(isIsoDate, { error: invalid });

/** A required wall-clock time `HH:MM`, trimmed: missing or blank is `required`, anything else `invalid`. */
export const requiredTime = (required: MessageKey, invalid: MessageKey) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .refine(isWallClockTime, { error: invalid });

/** A query filter that may be left out; `''` (the web sends `?species=` for a cleared picker) is no filter. */
export const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
