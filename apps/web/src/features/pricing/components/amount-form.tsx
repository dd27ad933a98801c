import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';

import { ApiError } from '../../../lib/api-client';
import { applyServerFieldErrors, useSchemaForm } from '../../../lib/form';

/** A number as the Turkish or English input shows it: `12,5` or `12.5`. */
export const numberText = (value: number, locale: string, fractionDigits?: number) =>
  value.toLocaleString(locale === 'en' ? 'en-GB' : 'tr-TR', {
    useGrouping: false,
    ...(fractionDigits === undefined ? { maximumFractionDigits: 2 } : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }),
  });

/** A percent as the language writes it: `%12,5` in Turkish, `12.5%` in English (one decimal). */
export const percentText = (value: number, locale: string) => {
  const number = numberText(value, locale, 1);
  return locale === 'en' ? `${number}%` : `%${number}`;
};

export type AmountField = { name: string; label: string };

/**
 * One row of the pricing page: a label, one or more number inputs checked by the domain schema,
 * and an update button. A refused save shows the server's message on its field, any other
 * failure `failure` under the row; what was typed stays either way.
 */
export const AmountForm = ({
  title,
  description,
  fields,
  initialValues,
  schema,
  submitLabel,
  submitAriaLabel,
  failure,
  onSave,
  savedMessage,
  testId,
}: {
  title: ReactNode;
  description?: ReactNode;
  fields: readonly AmountField[];
  initialValues: Record<string, string>;
  schema: z.ZodType;
  submitLabel: string;
  submitAriaLabel: string;
  failure: string;
  onSave: (values: Record<string, string>) => Promise<unknown>;
  savedMessage: string;
  testId: string;
}) => {
  const form = useSchemaForm<Record<string, string>>(schema, { initialValues });
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (form.validate().hasErrors) return;
    setSaving(true);
    try {
      await onSave(form.getValues());
      form.resetDirty();
      notifications.show({ color: 'green', message: savedMessage });
    } catch (caught) {
      if (!applyServerFieldErrors(form, caught)) {
        setError(caught instanceof ApiError && caught.status > 0 && caught.status < 500 && caught.message ? caught.message : failure);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid={testId}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
          <Stack gap={0} miw={160} style={{ flex: '1 1 160px' }}>
            <Text fw={600}>{title}</Text>
            {description ? (
              <Text size="xs" c="dimmed">
                {description}
              </Text>
            ) : null}
          </Stack>
          <Group gap="sm" align="flex-start" wrap="wrap" style={{ flex: '2 1 260px' }} justify="flex-end">
            {fields.map((field) => (
              <TextInput
                key={field.name}
                label={field.label}
                inputMode="decimal"
                autoComplete="off"
                w={{ base: '100%', xs: 130 }}
                {...form.getInputProps(field.name)}
              />
            ))}
            <Button type="submit" loading={saving} aria-label={submitAriaLabel} mt={{ base: 0, xs: 25 }} w={{ base: '100%', xs: 'auto' }}>
              {submitLabel}
            </Button>
          </Group>
        </Group>
        {error ? (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        ) : null}
      </Stack>
    </form>
  );
};
