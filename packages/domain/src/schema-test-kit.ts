import type { z } from 'zod';

/**
 * What a schema's tests compare: the message key of each failing field, the first one per field
 * (`_` for the value as a whole); `{}` when the value passes.
 */
export const fieldErrors = (schema: z.ZodType, value: unknown): Record<string, string> => {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    errors[key] ??= issue.message;
  }
  return errors;
};
