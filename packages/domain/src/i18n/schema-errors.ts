import type { z } from 'zod';

import type { Locale } from './locale.ts';
import { translate, type TranslateParams } from './translate.ts';

/**
 * The translated text of each field's first error (`_` for errors of the whole value), or `{}` when
 * the input is valid. Schema tests assert the spec's Turkish messages through it.
 */
export const schemaErrors = (schema: z.ZodType, input: unknown, params?: TranslateParams, locale: Locale = 'tr'): Record<string, string> => {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    errors[issue.path.map(String).join('.') || '_'] ??= translate(locale, issue.message, params);
  }
  return errors;
};
