import { schemaResolver, useForm, type FormErrors, type UseFormInput } from '@mantine/form';
import { useState } from 'react';
import type { z } from 'zod';

import { ApiError } from './api-client';
import { i18n } from './i18n';

type FormOptions<Values> = Omit<UseFormInput<Values>, 'validate'>;

/** Schema messages are message keys (`auth:register.invalidEmail`): the fields show their text. */
const translateErrors = (errors: Record<string, unknown>): FormErrors =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, typeof message === 'string' ? i18n.t(message) : null]));

const resolverOf = (schema: z.ZodType) => schemaResolver(schema as never, { sync: true }) as (values: unknown) => Record<string, unknown>;

const formDefaults = { mode: 'controlled', validateInputOnBlur: true } as const;

/**
 * A Mantine form validated by a shared domain schema. Schema messages are message keys
 * (`auth:register.invalidEmail`); they are translated here so fields show the text.
 */
export const useSchemaForm = <Values extends Record<string, unknown>>(schema: z.ZodType, options: FormOptions<Values>) => {
  const resolve = resolverOf(schema);
  return useForm<Values>({ ...formDefaults, ...options, validate: (values: Values): FormErrors => translateErrors(resolve(values)) });
};

/**
 * `useSchemaForm` for the first pages (login): the schema, and zod with it, is fetched when the
 * visitor first focuses a field, so it is neither in the page's first load nor work done while
 * the page settles. A check that runs before it arrives waits for it (Mantine's forms take
 * asynchronous validation), so nothing is submitted unchecked.
 */
export const useDeferredSchemaForm = <Values extends Record<string, unknown>>(
  loadSchema: () => Promise<z.ZodType>,
  options: FormOptions<Values>,
) => {
  const [schema] = useState(() => {
    let resolve: ((values: unknown) => Record<string, unknown>) | null = null;
    let loading: Promise<(values: unknown) => Record<string, unknown>> | null = null;
    const load = () => (loading ??= loadSchema().then((loaded) => (resolve = resolverOf(loaded))));
    return {
      load,
      validate: (values: Values): FormErrors | Promise<FormErrors> =>
        resolve ? translateErrors(resolve(values)) : load().then((loaded) => translateErrors(loaded(values))),
    };
  });
  return useForm<Values, Values, FormErrors | Promise<FormErrors>>({
    ...formDefaults,
    ...options,
    validate: schema.validate,
    enhanceGetInputProps: ({ inputProps }) => {
      const onFocus = inputProps.onFocus as ((event: unknown) => void) | undefined;
      return {
        onFocus: (event: unknown) => {
          void schema.load();
          onFocus?.(event);
        },
      };
    },
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

