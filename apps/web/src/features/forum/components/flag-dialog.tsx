import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  FORUM_FLAG_NOTE_MAX,
  FORUM_FLAG_REASONS,
  flagForumInputSchema,
  type ForumFlagReason,
  type ForumTargetKind,
} from '@patili/domain/forum';
import { useTranslation } from 'react-i18next';

import { StatusMessage } from '../../../components/feedback/status-message';
import { errorMessage, useSchemaForm } from '../../../lib/form';
import { useFlagForum } from '../api/flag-forum';

type Values = { reason: ForumFlagReason | ''; note: string };

export type FlagTarget = { kind: ForumTargetKind; id: string };

/**
 * Flags someone else's post or reply to the admins: a reason of the fixed set and an optional
 * note. A failure (a second flag, a deleted target) is shown in the dialog, the choice kept.
 */
export const FlagDialog = ({
  target,
  onClose,
}: {
  target: FlagTarget | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const flag = useFlagForum();
  const form = useSchemaForm<Values>(flagForumInputSchema, {
    initialValues: { reason: '', note: '' },
    validateInputOnBlur: false,
  });
  const close = () => {
    form.reset();
    flag.reset();
    onClose();
  };
  const submit = form.onSubmit((values) => {
    if (!target || !values.reason) return;
    flag.mutate(
      { kind: target.kind, targetId: target.id, reason: values.reason, note: values.note },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('forum:flag.success') });
          close();
        },
      },
    );
  });
  return (
    <Modal
      opened={target !== null}
      onClose={close}
      title={t(target?.kind === 'reply' ? 'forum:flag.titleReply' : 'forum:flag.titlePost')}
      centered
      radius="lg"
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('forum:flag.intro')}
          </Text>
          <Radio.Group
            label={t('forum:flag.reason')}
            withAsterisk
            {...form.getInputProps('reason')}
          >
            <Stack gap="xs" mt="xs">
              {FORUM_FLAG_REASONS.map((reason) => (
                <Radio key={reason} value={reason} label={t(`forum:reasons.${reason}`)} />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            label={t('forum:flag.note')}
            placeholder={t('forum:flag.notePlaceholder')}
            autosize
            minRows={2}
            maxRows={6}
            maxLength={FORUM_FLAG_NOTE_MAX}
            data-testid="forum-flag-note"
            {...form.getInputProps('note')}
          />
          {flag.error ? (
            <StatusMessage tone="error">
              {errorMessage(flag.error, t('forum:flag.failed'))}
            </StatusMessage>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={flag.isPending}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" color="red" loading={flag.isPending}>
              {t('forum:flag.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
