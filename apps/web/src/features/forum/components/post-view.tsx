import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import type { ForumPost } from '@patili/domain/forum';
import { IconFlag, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { LinkedText } from '../../../components/text/linked-text';
import { errorMessage } from '../../../lib/form';
import { useDeletePost } from '../api/delete-post';
import { AuthorLine } from './author-line';
import type { FlagTarget } from './flag-dialog';

/**
 * The post itself: title, author and date, the body as text with its line breaks and web links;
 * delete (with confirmation) for its author or the admin, flag for everyone else.
 */
export const PostView = ({
  post,
  onDeleted,
  onFlag,
}: {
  post: ForumPost;
  onDeleted: () => void;
  onFlag: (target: FlagTarget) => void;
}) => {
  const { t } = useTranslation();
  const deletePost = useDeletePost();
  const [confirming, setConfirming] = useState(false);
  const close = () => {
    deletePost.reset();
    setConfirming(false);
  };
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      component="article"
      aria-labelledby="forum-post-title"
    >
      <Stack gap="md">
        <Title
          order={1}
          fz={{ base: 22, sm: 28 }}
          id="forum-post-title"
          style={{ overflowWrap: 'anywhere' }}
        >
          {post.title}
        </Title>
        <AuthorLine
          author={post.author}
          at={post.createdAt}
          isOwn={post.isOwn}
          timeLabel={(time) => t('forum:post.posted', { date: time })}
        />
        <div data-testid="forum-post-content">
          <LinkedText text={post.content} size="md" />
        </div>
        {post.canDelete || !post.isOwn ? (
          <Group gap="xs" justify="flex-end" role="group" aria-label={t('forum:post.actions')}>
            {!post.isOwn ? (
              <Button
                variant="subtle"
                color="gray"
                size="xs"
                leftSection={<IconFlag size={14} aria-hidden />}
                onClick={() => onFlag({ kind: 'post', id: post.id })}
              >
                {t('forum:post.flag')}
              </Button>
            ) : null}
            {post.canDelete ? (
              <Button
                variant="light"
                color="red"
                size="xs"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={() => setConfirming(true)}
              >
                {t('forum:post.delete')}
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
      <ConfirmDialog
        confirmLabel={t('forum:post.deleteConfirm')}
        cancelLabel={t('common:actions.cancel')}
        color="red"
        opened={confirming}
        title={t('forum:post.deleteTitle')}
        body={t('forum:post.deleteBody', { title: post.title })}
        error={
          deletePost.error ? errorMessage(deletePost.error, t('forum:post.deleteFailed')) : null
        }
        pending={deletePost.isPending}
        onClose={close}
        onConfirm={() =>
          deletePost.mutate(post.id, {
            onSuccess: () => {
              setConfirming(false);
              onDeleted();
            },
          })
        }
      />
    </Paper>
  );
};
