import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  FORUM_REPORT_NOTE_MAX,
  FORUM_REPORT_REASONS,
  reportForumInputSchema,
  type ForumReportReason,
  type ForumTargetKind,
} from '@patili/domain/forum';
import { useTranslation } from 'react-i18next';

import { StatusMessage } from '../../../components/feedback/status-message';
import { errorMessage, useSchemaForm } from '../../../lib/form';
import { useReportForum } from '../api/report-forum';

type Values = { reason: ForumReportReason | ''; note: string };

export type ReportTarget = { kind: ForumTargetKind; id: string };

/**
 * Reports someone else's post or reply to the admins: a reason of the fixed set and an optional
 * note. A failure (a second report, a deleted target) is shown in the dialog, the choice kept.
 */
export const ReportDialog = ({
  target,
  onClose,
}: {
  target: ReportTarget | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const report = useReportForum();
  const form = useSchemaForm<Values>(reportForumInputSchema, {
    initialValues: { reason: '', note: '' },
    validateInputOnBlur: false,
  });
  const close = () => {
    form.reset();
    report.reset();
    onClose();
  };
  const submit = form.onSubmit((values) => {
    if (!target || !values.reason) return;
    report.mutate(
      { kind: target.kind, targetId: target.id, reason: values.reason, note: values.note },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('forum:report.success') });
          close();
        },
      },
    );
  });
  return (
    <Modal
      opened={target !== null}
      onClose={close}
      title={t(target?.kind === 'reply' ? 'forum:report.titleReply' : 'forum:report.titlePost')}
      centered
      radius="lg"
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('forum:report.intro')}
          </Text>
          <Radio.Group
            label={t('forum:report.reason')}
            withAsterisk
            {...form.getInputProps('reason')}
          >
            <Stack gap="xs" mt="xs">
              {FORUM_REPORT_REASONS.map((reason) => (
                <Radio key={reason} value={reason} label={t(`forum:reasons.${reason}`)} />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            label={t('forum:report.note')}
            placeholder={t('forum:report.notePlaceholder')}
            autosize
            minRows={2}
            maxRows={6}
            maxLength={FORUM_REPORT_NOTE_MAX}
            data-testid="forum-report-note"
            {...form.getInputProps('note')}
          />
          {report.error ? (
            <StatusMessage tone="error">
              {errorMessage(report.error, t('forum:report.failed'))}
            </StatusMessage>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={report.isPending}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" color="red" loading={report.isPending}>
              {t('forum:report.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
