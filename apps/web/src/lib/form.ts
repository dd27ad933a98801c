import { schemaResolver, useForm, type FormErrors, type UseFormInput } from '@mantine/form';
import type { z } from 'zod';

import { ApiError } from './api-client';
import { i18n } from './i18n';

/**
 * A Mantine form validated by a shared domain schema. Schema messages are message keys
 * (`auth:register.invalidEmail`); they are translated here so fields show the text.
 */
export const useSchemaForm = <Values extends Record<string, unknown>>(
  schema: z.ZodType,
  options: Omit<UseFormInput<Values>, 'validate'>,
) => {
  const resolve = schemaResolver(schema as never, { sync: true }) as (values: Values) => Record<string, unknown>;
  return useForm<Values>({
    mode: 'controlled',
    validateInputOnBlur: true,
    ...options,
    validate: (values: Values): FormErrors =>
      Object.fromEntries(
        Object.entries(resolve(values)).map(([field, message]) => [field, typeof message === 'string' ? i18n.t(message) : null]),
      ),
  });
};

/** Puts a server's per-field messages on the form; true when there were any. */
export const applyServerFieldErrors = (
  form: { setErrors: (errors: Record<string, string>) => void },
  error: unknown,
): boolean => {
  if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
    form.setErrors(error.fields);
    return true;
  }
  return false;
};

/** The message of an error for a banner. */
export const errorMessage = (error: unknown, fallback: string): string =>
  error instanceof ApiError && error.message ? error.message : fallback;
