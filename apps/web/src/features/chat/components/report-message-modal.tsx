import { Blockquote, Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  MESSAGE_REPORT_REASONS,
  REPORT_DETAILS_MAX,
  reportMessageInputSchema,
  type ChatMessage,
  type MessageReportReason,
} from '@patili/domain/chat';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { StatusMessage } from '../../../components/feedback/status-message';
import { errorMessage, useSchemaForm } from '../../../lib/form';
import { useReportMessage } from '../api/report-message';

type Values = { reason: MessageReportReason | ''; details: string };

/** How much of the reported message the confirmation quotes. */
const QUOTE_MAX = 160;

/**
 * Reports one of the other person's messages to the admins: a reason and an optional note, then
 * a confirmation that quotes the message; a toast thanks the reporter. A second report of the
 * same message is refused by the server with its own message.
 */
export const ReportMessageModal = ({
  message,
  onClose,
}: {
  message: ChatMessage | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const report = useReportMessage();
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const form = useSchemaForm<Values>(reportMessageInputSchema, {
    initialValues: { reason: '', details: '' },
  });
  const close = () => {
    form.reset();
    report.reset();
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
      title={t('chat:report.title')}
      centered
      radius="lg"
    >
      {step === 'form' ? (
        <form noValidate onSubmit={form.onSubmit(() => setStep('confirm'))}>
          <Stack gap="md">
            <Radio.Group
              label={t('chat:report.reason')}
              withAsterisk
              {...form.getInputProps('reason')}
            >
              <Stack gap="xs" mt="xs">
                {MESSAGE_REPORT_REASONS.map((reason) => (
                  <Radio key={reason} value={reason} label={t(`chat:reasons.${reason}`)} />
                ))}
              </Stack>
            </Radio.Group>
            <Textarea
              label={t('chat:report.details')}
              placeholder={t('chat:report.detailsPlaceholder')}
              autosize
              minRows={2}
              maxRows={6}
              maxLength={REPORT_DETAILS_MAX}
              {...form.getInputProps('details')}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                {t('common:actions.cancel')}
              </Button>
              <Button type="submit">{t('chat:report.continue')}</Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Stack gap="md">
          <Text>{t('chat:report.confirmBody')}</Text>
          <Blockquote
            p="sm"
            color="gray"
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {quote}
          </Blockquote>
          <Text size="sm">
            {t('chat:report.chosenReason', {
              reason: form.values.reason ? t(`chat:reasons.${form.values.reason}`) : '',
            })}
          </Text>
          {report.error ? (
            <StatusMessage tone="error">
              {errorMessage(report.error, t('chat:report.failed'))}
            </StatusMessage>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setStep('form')} disabled={report.isPending}>
              {t('common:actions.back')}
            </Button>
            <Button
              color="red"
              loading={report.isPending}
              onClick={() => {
                if (!message || !form.values.reason) return;
                report.mutate(
                  {
                    messageId: message.id,
                    reason: form.values.reason,
                    details: form.values.details,
                  },
                  {
                    onSuccess: () => {
                      notifications.show({ color: 'green', message: t('chat:report.success') });
                      close();
                    },
                  },
                );
              }}
            >
              {t('chat:report.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
};
