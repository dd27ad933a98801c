import { Button, Stack, Text } from '@mantine/core';
import type { ProviderRole } from '@patili/domain/access';
import {
  PROVIDER_FORMS,
  providerProfileInputSchemaFor,
  providerFormValues,
  type MyProviderProfileResponse,
  type ProviderFormValues,
} from '@patili/domain/providers';
import { DEFAULT_PRICE_BOUNDS_LIRA, type PriceBoundsLira } from '@patili/domain/pricing';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { StatusMessage, type StatusTone } from '../../../components/feedback/status-message';
import { SectionCard } from '../../../components/layout/section-card';
import { ApiError } from '../../../lib/api-client';
import { applyServerFieldErrors, useSchemaForm } from '../../../lib/form';
import { useSaveMyProviderProfile } from '../api/save-my-provider-profile';
import { ProviderFieldInput } from './provider-field-input';

/** Brings the first field with a message into view (a long form on a phone). */
const scrollToFirstError = () => {
  requestAnimationFrame(() => {
    const invalid = document.querySelector<HTMLElement>('[aria-invalid="true"], .mantine-InputWrapper-error, .mantine-Input-error');
    invalid?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
    if (invalid instanceof HTMLInputElement || invalid instanceof HTMLTextAreaElement) invalid.focus({ preventScroll: true });
  });
};

export type ProviderProfileFormProps = {
  kind: ProviderRole;
  /** The saved profile, location and files the form starts from. */
  saved: MyProviderProfileResponse;
  /** Called after a successful save, with the server's answer. */
  onSaved: (saved: MyProviderProfileResponse) => void;
  /** A line under the success message, e.g. that the dashboard follows. */
  savedNote?: string | null;
  /**
   * The price bounds and default service prices in force (the admin's pricing page, from the
   * public config); the catalogue's when left out.
   */
  pricing?: { bounds: PriceBoundsLira; defaultPrices: Readonly<Record<string, number>> } | undefined;
};

/**
 * The setup form of any provider kind, rendered only from the kind's field descriptors and
 * validated with the kind's schema (the same the server uses). Server field messages land on
 * their fields; a failed save keeps everything typed.
 */
export const ProviderProfileForm = ({ kind, saved, onSaved, savedNote = null, pricing }: ProviderProfileFormProps) => {
  const { t } = useTranslation();
  const bounds = pricing?.bounds ?? DEFAULT_PRICE_BOUNDS_LIRA;
  const [schema] = useState(() => providerProfileInputSchemaFor(kind, bounds));
  const form = useSchemaForm<ProviderFormValues>(schema, { initialValues: providerFormValues(kind, saved) });
  const save = useSaveMyProviderProfile();
  const [message, setMessage] = useState<{ tone: StatusTone; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const validation = form.validate();
    if (validation.hasErrors) {
      setMessage({ tone: 'error', text: t('providers:setup.fixErrors') });
      scrollToFirstError();
      return;
    }
    const parsed = schema.safeParse(form.getValues());
    if (!parsed.success) return;
    try {
      const answer = await save.mutateAsync(parsed.data);
      setMessage({ tone: 'success', text: t('providers:profileUpdatedSuccessfully', { role: t(`common:roles.${kind}`) }) });
      onSaved(answer);
    } catch (error) {
      if (applyServerFieldErrors(form, error)) {
        setMessage({ tone: 'error', text: t('providers:setup.fixErrors') });
        scrollToFirstError();
        return;
      }
      setMessage({
        tone: 'error',
        text: error instanceof ApiError && error.message ? t('providers:errorSavingProfile', { reason: error.message }) : t('providers:errorSavingProfileGeneric'),
      });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid={`provider-profile-form-${kind}`}>
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          {t('providers:setup.requiredHint')}
        </Text>
        {PROVIDER_FORMS[kind].map((section) => (
          <SectionCard key={section.id} title={t(section.title)} description={t(section.description)} headingId={`section-${section.id}`}>
            {section.fields.map((field) => (
              <ProviderFieldInput
                key={field.name}
                field={field.type === 'number' && field.unit === 'lira' ? { ...field, ...bounds[kind] } : field}
                form={form}
                files={saved.files}
                defaultPrices={pricing?.defaultPrices}
              />
            ))}
          </SectionCard>
        ))}
        {message ? <StatusMessage tone={message.tone}>{message.text}</StatusMessage> : null}
        {message?.tone === 'success' && savedNote ? (
          <Text size="sm" c="dimmed" role="status">
            {savedNote}
          </Text>
        ) : null}
        <Button type="submit" size="md" loading={save.isPending} fullWidth={false} style={{ alignSelf: 'flex-start' }} miw={{ base: '100%', sm: 220 }}>
          {t('providers:setup.save')}
        </Button>
      </Stack>
    </form>
  );
};
