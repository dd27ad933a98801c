import { schemaResolver, useForm, type FormErrors, type UseFormInput } from '@mantine/form';
import { useState, type FormEvent } from 'react';
import type { z } from 'zod';

import { ApiError } from './api-client';
import { translateErrors } from './deferred-form';

type FormOptions<Values> = Omit<UseFormInput<Values>, 'validate'>;

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

export { errorMessage } from './error-message';

/**
 * The submit of a form that saves through the API: the form is checked first, then `save` runs.
 * A refusal naming fields puts its messages under those fields; any other failure becomes
 * `failure` (`failureText` of the error), cleared on the next try. Nothing typed is lost.
 */
export const useFormSubmit = (
  form: {
    validate: () => { hasErrors: boolean };
    setErrors: (errors: Record<string, string>) => void;
  },
  save: () => Promise<void>,
  failureText: (error: unknown) => string,
) => {
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (form.validate().hasErrors) return;
    try {
      await save();
    } catch (error) {
      if (applyServerFieldErrors(form, error)) return;
      setFailure(failureText(error));
    }
  };
  return { failure, onSubmit: (event: FormEvent) => void submit(event) };
};

