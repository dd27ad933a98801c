import { Blockquote, Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  MESSAGE_FLAG_DETAILS_MAX,
  MESSAGE_FLAG_REASONS,
  flagMessageInputSchema,
  type ChatMessage,
  type MessageFlagReason,
} from '@patili/domain/chat';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { StatusMessage } from '../../../components/feedback/status-message';
import { errorMessage, useSchemaForm } from '../../../lib/form';
import { useFlagMessage } from '../api/flag-message';

type Values = { reason: MessageFlagReason | ''; details: string };

/** How much of the flagged message the confirmation quotes. */
const QUOTE_MAX = 160;

/**
 * Flags one of the other person's messages to the admins: a reason and an optional note, then
 * a confirmation that quotes the message; a toast thanks the reporter. A second flag of the
 * same message is refused by the server with its own message.
 */
export const FlagMessageModal = ({
  message,
  onClose,
}: {
  message: ChatMessage | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const flag = useFlagMessage();
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const form = useSchemaForm<Values>(flagMessageInputSchema, {
    initialValues: { reason: '', details: '' },
  });
  const close = () => {
    form.reset();
    flag.reset();
    setStep('form');
    onClose();
  };
  const quote = message
    ? message.text.length > QUOTE_MAX
      ? `${message.text.slice(0, QUOTE_MAX)}…`
      : message.text || t('chat:list.photo')
    : '';
  return (
    <Modal
      opened={message !== null}
      onClose={close}
      title={t('chat:flag.title')}
      centered
      radius="lg"
    >
      {step === 'form' ? (
        <form noValidate onSubmit={form.onSubmit(() => setStep('confirm'))}>
          <Stack gap="md">
            <Radio.Group
              label={t('chat:flag.reason')}
              withAsterisk
              {...form.getInputProps('reason')}
            >
              <Stack gap="xs" mt="xs">
                {MESSAGE_FLAG_REASONS.map((reason) => (
                  <Radio key={reason} value={reason} label={t(`chat:reasons.${reason}`)} />
                ))}
              </Stack>
            </Radio.Group>
            <Textarea
              label={t('chat:flag.details')}
              placeholder={t('chat:flag.detailsPlaceholder')}
              autosize
              minRows={2}
              maxRows={6}
              maxLength={MESSAGE_FLAG_DETAILS_MAX}
              {...form.getInputProps('details')}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                {t('common:actions.cancel')}
              </Button>
              <Button type="submit">{t('chat:flag.continue')}</Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Stack gap="md">
          <Text>{t('chat:flag.confirmBody')}</Text>
          <Blockquote
            p="sm"
            color="gray"
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {quote}
          </Blockquote>
          <Text size="sm">
            {t('chat:flag.chosenReason', {
              reason: form.values.reason ? t(`chat:reasons.${form.values.reason}`) : '',
            })}
          </Text>
          {flag.error ? (
            <StatusMessage tone="error">
              {errorMessage(flag.error, t('chat:flag.failed'))}
            </StatusMessage>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setStep('form')} disabled={flag.isPending}>
              {t('common:actions.back')}
            </Button>
            <Button
              color="red"
              loading={flag.isPending}
              onClick={() => {
                if (!message || !form.values.reason) return;
                flag.mutate(
                  {
                    messageId: message.id,
                    reason: form.values.reason,
                    details: form.values.details,
                  },
                  {
                    onSuccess: () => {
                      notifications.show({ color: 'green', message: t('chat:flag.success') });
                      close();
                    },
                  },
                );
              }}
            >
              {t('chat:flag.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
};
