import { isGrammaticalCase, withNumberSuffix } from '../grammar/number-suffix.ts';
import { DEFAULT_LOCALE, type Locale } from './locale.ts';
import { resources, type Namespace } from './resources.ts';
import type { MessageKey } from './translate.ts';

export type TranslateParams = Readonly<Record<string, string | number>>;

/** Reads a dotted path in one locale's catalogue; undefined when missing or not a string. */
export const lookupMessage = (locale: Locale, key: string): string | undefined => {
  const colon = key.indexOf(':');
  if (colon === -1) return undefined;
  const namespace = key.slice(0, colon) as Namespace;
  let node: unknown = resources[locale][namespace];
  for (const part of key.slice(colon + 1).split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
};

/**
 * Fills `{{name}}` placeholders. `{{name, ablative}}` (or another grammatical case) writes the
 * value with the apostrophe and the Turkish suffix its number takes (`₺160'tan`), as the web's
 * i18next formatters of the same names do.
 */
export const interpolate = (text: string, params: TranslateParams = {}): string =>
  text.replace(
    /\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g,
    (whole, name: string, format: string | undefined) => {
      const value = params[name];
      if (value === undefined) return whole;
      return format !== undefined && isGrammaticalCase(format)
        ? withNumberSuffix(String(value), format, value)
        : String(value);
    },
  );

/**
 * Translates a key on the server side (e-mails, API error messages). A key missing in the
 * locale falls back to Turkish, then to the key itself; `onMissing` is told.
 */
export const translate = (
  locale: Locale,
  key: string,
  params?: TranslateParams,
  onMissing?: (key: string, locale: Locale) => void,
): string => {
  const text = lookupMessage(locale, key) ?? lookupMessage(DEFAULT_LOCALE, key);
  if (text === undefined) {
    onMissing?.(key, locale);
    return key;
  }
  if (lookupMessage(locale, key) === undefined) onMissing?.(key, locale);
  return interpolate(text, params);
};

/** True when a string looks like a message key (`namespace:path`) of the catalogue. */
export const isMessageKey = (value: string): value is MessageKey =>
  lookupMessage(DEFAULT_LOCALE, value) !== undefined;
