import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ForumReply } from '@patili/domain/forum';
import { IconFlag, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { ErrorAlert } from '../../../components/feedback/error-alert';
import { LoadingScreen } from '../../../components/feedback/loading-screen';
import { LinkedText } from '../../../components/text/linked-text';
import { errorMessage } from '../../../lib/form';
import { useDeleteReply } from '../api/delete-reply';
import { useReplies } from '../api/list-replies';
import { AuthorLine } from './author-line';
import type { FlagTarget } from './flag-dialog';

const ReplyItem = ({
  reply,
  onDelete,
  onFlag,
}: {
  reply: ForumReply;
  onDelete: (reply: ForumReply) => void;
  onFlag: (target: FlagTarget) => void;
}) => {
  const { t } = useTranslation();
  return (
    <Card component="li" withBorder radius="md" padding="md" data-testid="forum-reply">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <AuthorLine author={reply.author} at={reply.createdAt} isOwn={reply.isOwn} size="sm" />
          <Group gap={4} wrap="nowrap" role="group" aria-label={t('forum:reply.actions')}>
            {!reply.isOwn ? (
              <Button
                variant="subtle"
                color="gray"
                size="compact-xs"
                leftSection={<IconFlag size={12} aria-hidden />}
                onClick={() => onFlag({ kind: 'reply', id: reply.id })}
                aria-label={t('forum:reply.flag')}
              >
                {t('forum:post.flag')}
              </Button>
            ) : null}
            {reply.canDelete ? (
              <Button
                variant="subtle"
                color="red"
                size="compact-xs"
                leftSection={<IconTrash size={12} aria-hidden />}
                onClick={() => onDelete(reply)}
              >
                {t('forum:reply.delete')}
              </Button>
            ) : null}
          </Group>
        </Group>
        <LinkedText text={reply.content} />
      </Stack>
    </Card>
  );
};

/**
 * A post's replies, oldest first, "more replies" while there are more; delete (confirmed) for
 * their author or the admin, flag for the others.
 */
export const ReplyList = ({
  postId,
  onFlag,
}: {
  postId: string;
  onFlag: (target: FlagTarget) => void;
}) => {
  const { t } = useTranslation();
  const replies = useReplies(postId);
  const deleteReply = useDeleteReply();
  const [deleting, setDeleting] = useState<ForumReply | null>(null);
  const close = () => {
    deleteReply.reset();
    setDeleting(null);
  };

  if (replies.isPending)
    return <LoadingScreen label={t('forum:post.repliesLoading')} fullHeight={false} />;
  if (replies.isError && !replies.data) {
    return (
      <ErrorAlert message={t('forum:post.repliesError')} onRetry={() => void replies.refetch()} />
    );
  }
  const items = replies.data.pages.flatMap((page) => page.items);
  return (
    <Stack gap="sm">
      {items.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="forum-no-replies">
          {t('forum:post.noReplies')}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((reply) => (
            <ReplyItem key={reply.id} reply={reply} onDelete={setDeleting} onFlag={onFlag} />
          ))}
        </Stack>
      )}
      {replies.isFetchNextPageError ? <ErrorAlert message={t('forum:post.repliesError')} /> : null}
      {replies.hasNextPage ? (
        <Group justify="center">
          <Button
            variant="light"
            onClick={() => void replies.fetchNextPage()}
            loading={replies.isFetchingNextPage}
          >
            {t('forum:post.loadMoreReplies')}
          </Button>
        </Group>
      ) : null}
      <ConfirmDialog
        confirmLabel={t('forum:post.deleteConfirm')}
        cancelLabel={t('common:actions.cancel')}
        color="red"
        opened={deleting !== null}
        title={t('forum:reply.deleteTitle')}
        body={t('forum:reply.deleteBody')}
        error={
          deleteReply.error ? errorMessage(deleteReply.error, t('forum:reply.deleteFailed')) : null
        }
        pending={deleteReply.isPending}
        onClose={close}
        onConfirm={() => {
          if (!deleting) return;
          deleteReply.mutate(
            { replyId: deleting.id, postId },
            {
              onSuccess: () => {
                notifications.show({ color: 'green', message: t('forum:reply.deleted') });
                close();
              },
            },
          );
        }}
      />
    </Stack>
  );
};
