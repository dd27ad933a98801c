import { Button, Group, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { createForumReplyInputSchema, FORUM_REPLY_MAX } from '@patili/domain/forum';
import { useTranslation } from 'react-i18next';

import { StatusMessage } from '../../../components/feedback/status-message';
import { errorMessage, useFormSubmit, useSchemaForm } from '../../../lib/form';
import { useCreateReply } from '../api/create-reply';

type Values = { content: string };

/** The reply box under a thread: non-blank; a failed send keeps the text. */
export const ReplyForm = ({ postId }: { postId: string }) => {
  const { t } = useTranslation();
  const form = useSchemaForm<Values>(createForumReplyInputSchema, {
    initialValues: { content: '' },
    validateInputOnBlur: false,
  });
  const createReply = useCreateReply();
  const { failure: banner, onSubmit } = useFormSubmit(
    form,
    async () => {
      await createReply.mutateAsync({ postId, input: form.getValues() });
      form.reset();
      notifications.show({ color: 'green', message: t('forum:reply.sent') });
    },
    (error) => errorMessage(error, t('forum:reply.failed')),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('forum:reply.title')}>
      <Stack gap="sm">
        <Textarea
          label={t('forum:reply.label')}
          placeholder={t('forum:reply.placeholder')}
          autosize
          minRows={3}
          maxRows={12}
          maxLength={FORUM_REPLY_MAX}
          data-testid="forum-reply-content"
          {...form.getInputProps('content')}
        />
        {banner ? <StatusMessage tone="error">{banner}</StatusMessage> : null}
        <Group justify="flex-end">
          <Button type="submit" loading={createReply.isPending}>
            {t('forum:reply.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
