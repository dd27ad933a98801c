import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import {
  createSupportTicketInputSchema,
  SUPPORT_DESCRIPTION_MAX,
  SUPPORT_SUBJECT_MAX,
  type SupportTicketDetail,
} from '@patili/domain/support';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { StatusMessage } from '../../../components/feedback/status-message';
import { useSchemaForm } from '../../../lib/form';
import { useFormBanner } from '../../../lib/form-banner';
import { useCreateTicket } from '../api/create-ticket';

type Values = { subject: string; description: string };

/**
 * A new support ticket: subject and description, checked by the shared schema; a
 * refused or failed send keeps everything typed and says why.
 */
export const NewTicketForm = ({
  onCreated,
  onCancel,
}: {
  onCreated: (detail: SupportTicketDetail) => void;
  onCancel?: () => void;
}) => {
  const { t } = useTranslation();
  const form = useSchemaForm<Values>(createSupportTicketInputSchema, {
    initialValues: { subject: '', description: '' },
    validateInputOnBlur: false,
  });
  const create = useCreateTicket();
  const { banner, setBanner, showSaveError } = useFormBanner<Values>(form, '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBanner(null);
    if (form.validate().hasErrors) return;
    try {
      onCreated(await create.mutateAsync(createSupportTicketInputSchema.parse(form.getValues())));
    } catch (error) {
      showSaveError(error, t('support:new.failed'));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('support:new.title')}>
      <Stack gap="md">
        <TextInput
          label={t('support:new.subject')}
          placeholder={t('support:new.subjectPlaceholder')}
          withAsterisk
          maxLength={SUPPORT_SUBJECT_MAX}
          autoComplete="off"
          {...form.getInputProps('subject')}
        />
        <Textarea
          label={t('support:new.description')}
          placeholder={t('support:new.descriptionPlaceholder')}
          withAsterisk
          autosize
          minRows={4}
          maxRows={12}
          maxLength={SUPPORT_DESCRIPTION_MAX}
          {...form.getInputProps('description')}
        />
        {banner ? <StatusMessage tone="error">{banner}</StatusMessage> : null}
        <Group justify="flex-end">
          {onCancel ? (
            <Button variant="default" onClick={onCancel} disabled={create.isPending}>
              {t('support:new.cancel')}
            </Button>
          ) : null}
          <Button type="submit" loading={create.isPending}>
            {t('support:new.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
