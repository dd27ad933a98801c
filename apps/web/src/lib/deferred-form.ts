import type { FormErrors } from '@mantine/form';
import { useState, type FormEvent } from 'react';
import type { z } from 'zod';

import { i18n } from './i18n';

/*
 * The form of the first pages, apart from `form.ts`: whatever module the login page imports comes
 * with its first load, with every export any screen uses from it (and `form.ts` brings Mantine's
 * form library).
 */

/** Schema messages are message keys (`auth:register.invalidEmail`): the fields show their text. */
export const translateErrors = (errors: Record<string, unknown>): FormErrors =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, typeof message === 'string' ? i18n.t(message) : null]));

/** A text field's value, or a checkbox's state. */
type DeferredInputProps = {
  value?: string;
  checked?: boolean;
  error?: string | null;
  onChange: (input: unknown) => void;
  onFocus: () => void;
  onBlur: () => void;
};

/** What a Mantine input's `onChange` gives: an event (its value, or a checkbox's state) or the value. */
const inputValue = (input: unknown, type: 'input' | 'checkbox') => {
  const target = (input as { currentTarget?: { value?: unknown; checked?: unknown } } | null)?.currentTarget;
  if (!target) return input;
  return type === 'checkbox' ? target.checked : target.value;
};

/** A schema's messages by field, the first one of each (Mantine's `schemaResolver` gives the same). */
const deferredErrors = (schema: z.ZodType, values: unknown): Record<string, unknown> => {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, unknown> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
};

const hasErrors = (errors: FormErrors) => Object.values(errors).some((message) => message !== null && message !== undefined);

/**
 * A form for the first pages (login), with the fields, checks and messages of `useSchemaForm`
 * (values, `getInputProps`, a check of a field when it loses the focus, `onSubmit`), but no form
 * library and no schema in the page's first load: the schema, and zod with it, is fetched when the
 * visitor first focuses a field. A check that runs before it arrives waits for it, so nothing is
 * submitted unchecked.
 */
export const useDeferredSchemaForm = <Values extends Record<string, unknown>>(
  loadSchema: () => Promise<z.ZodType>,
  { initialValues }: { initialValues: Values },
) => {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FormErrors>({});
  const [schema] = useState(() => {
    let loading: Promise<z.ZodType> | null = null;
    const load = () => (loading ??= loadSchema());
    return { load, check: (checked: Values) => load().then((loaded) => translateErrors(deferredErrors(loaded, checked))) };
  });

  const setFieldValue = <K extends keyof Values & string>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: null } : current));
  };

  const getInputProps = (field: keyof Values & string, { type = 'input' }: { type?: 'input' | 'checkbox' } = {}): DeferredInputProps => ({
    ...(type === 'checkbox' ? { checked: Boolean(values[field]) } : { value: String(values[field] ?? '') }),
    error: (errors[field] as string | null | undefined) ?? null,
    onChange: (input) => setFieldValue(field, inputValue(input, type) as Values[typeof field]),
    onFocus: () => void schema.load(),
    onBlur: () =>
      void schema.check(values).then((found) => setErrors((current) => ({ ...current, [field]: found[field] ?? null }))),
  });

  const onSubmit =
    (handle: (values: Values, event: FormEvent | undefined) => unknown) =>
    (event?: FormEvent): Promise<void> => {
      event?.preventDefault();
      return schema.check(values).then(async (found) => {
        setErrors(found);
        if (!hasErrors(found)) await handle(values, event);
      });
    };

  return { values, errors, getInputProps, setFieldValue, setErrors, onSubmit };
};
