import { isMessageKey, type Locale, type MessageKey, type TranslateParams } from '@patili/domain/i18n';
import type { z } from 'zod';

import { AppError } from './app-error.ts';
import { t } from './i18n.ts';

/** The first message key per field of a failed parse; `_` holds errors of the whole object. */
export const issueKeys = (issues: readonly z.core.$ZodIssue[]): Record<string, MessageKey> => {
  const keys: Record<string, MessageKey> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || '_';
    keys[field] ??= isMessageKey(issue.message) ? issue.message : 'errors:invalidValue';
  }
  return keys;
};

/** Translates a field → key map into field → message in the request's language (with the error's values, if any). */
export const translateFields = (locale: Locale, keys: Readonly<Record<string, MessageKey>>, params?: TranslateParams): Record<string, string> =>
  Object.fromEntries(Object.entries(keys).map(([field, key]) => [field, t(locale, key, params)]));

/** Parses a value with a schema or answers 422 with a message per field. */
export const parseOr422 = <S extends z.ZodType>(schema: S, value: unknown): z.output<S> => {
  const result = schema.safeParse(value);
  if (!result.success) throw new AppError('VALIDATION_FAILED', { fields: issueKeys(result.error.issues) });
  return result.data;
};
