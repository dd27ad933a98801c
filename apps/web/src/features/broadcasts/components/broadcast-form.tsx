import { Button, Card, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  BROADCAST_AUDIENCES,
  BROADCAST_MESSAGE_MAX,
  BROADCAST_TITLE_MAX,
  createBroadcastInputSchema,
  type BroadcastAudience,
} from '@patili/domain/broadcasts';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { applyServerFieldErrors, errorMessage, useSchemaForm } from '../../../lib/form';
import { useCreateBroadcast } from '../api/create-broadcast';

type Values = { title: string; message: string; audience: BroadcastAudience | '' };

/**
 * The announcement form: title, message and audience (title and message are required), checked
 * by the shared schema, then confirmed before it goes. A failed send keeps everything typed.
 */
export const BroadcastForm = () => {
  const { t } = useTranslation();
  const form = useSchemaForm<Values>(createBroadcastInputSchema, {
    initialValues: { title: '', message: '', audience: '' },
  });
  const send = useCreateBroadcast();
  const [confirming, setConfirming] = useState(false);

  const submit = form.onSubmit(() => {
    send.reset();
    setConfirming(true);
  });

  const confirm = () => {
    send.mutate(createBroadcastInputSchema.parse(form.getValues()), {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('broadcasts:sent') });
        setConfirming(false);
        form.reset();
      },
      onError: (error) => {
        if (applyServerFieldErrors(form, error)) setConfirming(false);
      },
    });
  };

  const values = form.getValues();
  return (
    <Card withBorder radius="lg" padding="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('broadcasts:form.title')}
            placeholder={t('broadcasts:form.titlePlaceholder')}
            maxLength={BROADCAST_TITLE_MAX}
            required
            data-testid="broadcast-title"
            key={form.key('title')}
            {...form.getInputProps('title')}
          />
          <Textarea
            label={t('broadcasts:form.message')}
            placeholder={t('broadcasts:form.messagePlaceholder')}
            maxLength={BROADCAST_MESSAGE_MAX}
            required
            autosize
            minRows={4}
            maxRows={12}
            data-testid="broadcast-message"
            key={form.key('message')}
            {...form.getInputProps('message')}
          />
          <Select
            label={t('broadcasts:form.audience')}
            placeholder={t('broadcasts:validation.audienceRequired')}
            data={BROADCAST_AUDIENCES.map((value) => ({
              value,
              label: t(`broadcasts:audience.${value}`),
            }))}
            required
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            data-testid="broadcast-audience"
            key={form.key('audience')}
            {...form.getInputProps('audience')}
          />
          <Group justify="flex-end">
            <Button
              type="submit"
              leftSection={<IconSpeakerphone size={18} />}
              data-testid="broadcast-submit"
            >
              {t('broadcasts:form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      <ConfirmDialog
        opened={confirming}
        title={t('broadcasts:confirm.title')}
        body={t('broadcasts:confirm.body', {
          title: values.title.trim(),
          audience: values.audience ? t(`broadcasts:audience.${values.audience}`) : '',
        })}
        confirmLabel={t('broadcasts:confirm.confirm')}
        cancelLabel={t('broadcasts:confirm.cancel')}
        pending={send.isPending}
        error={send.isError ? errorMessage(send.error, t('broadcasts:failed')) : null}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
};
