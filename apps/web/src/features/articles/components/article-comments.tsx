import {
  ActionIcon,
  Avatar,
  Box,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  ARTICLE_COMMENT_MAX,
  articleCommentInputSchema,
  type Article,
  type ArticleComment,
} from '@patili/domain/articles';
import { IconMessageCircle, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorAlert } from '../../../components/feedback/error-alert';
import { ListPagination } from '../../../components/feedback/list-pagination';
import { LoadingScreen } from '../../../components/feedback/loading-screen';
import { LinkedText } from '../../../components/text/linked-text';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/form';
import { formatIstanbulMoment, initialsOf } from '../../../lib/format';
import { i18n } from '../../../lib/i18n';
import { useAddComment } from '../api/add-comment';
import { useDeleteComment } from '../api/delete-comment';
import { useComments } from '../api/list-comments';

const CommentItem = ({
  comment,
  onDelete,
}: {
  comment: ArticleComment;
  onDelete: (comment: ArticleComment) => void;
}) => {
  const { t, i18n: current } = useTranslation();
  const name = comment.authorName ?? t('articles:defaultAuthor');
  return (
    <Paper withBorder radius="md" p="sm" data-testid="article-comment">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Group gap="sm" align="flex-start" wrap="nowrap" miw={0}>
          <Avatar src={comment.authorAvatarUrl} alt="" radius="xl" size={32} color="orange">
            {initialsOf(name, { skipTitles: true })}
          </Avatar>
          <Stack gap={2} miw={0}>
            <Group gap={6}>
              <Text size="sm" fw={600}>
                {name}
              </Text>
              <Text size="xs" c="dimmed">
                {formatIstanbulMoment(comment.createdAt, current.language)}
              </Text>
            </Group>
            <LinkedText text={comment.content} />
          </Stack>
        </Group>
        {comment.canDelete ? (
          <Tooltip label={t('articles:comments.delete')}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('articles:comments.delete')}
              onClick={() => onDelete(comment)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        ) : null}
      </Group>
    </Paper>
  );
};

/** The comment box: non-blank plain text; what was typed stays when sending fails. */
const CommentForm = ({ article }: { article: Article }) => {
  const { t } = useTranslation();
  const add = useAddComment();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = articleCommentInputSchema.safeParse({ content: text });
    if (!parsed.success) {
      setError(i18n.t(parsed.error.issues[0]?.message ?? 'articles:validation.commentRequired'));
      return;
    }
    setError(null);
    add.mutate(
      { articleId: article.id, slug: article.slug, input: parsed.data },
      {
        onSuccess: () => {
          setText('');
          notifications.show({ color: 'green', message: t('articles:comments.sent') });
        },
        onError: (failure) =>
          setError(
            failure instanceof ApiError && failure.fields.content
              ? failure.fields.content
              : errorMessage(failure, t('articles:comments.sendFailed')),
          ),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          label={t('articles:comments.label')}
          placeholder={t('articles:comments.placeholder')}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={ARTICLE_COMMENT_MAX}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            if (error) setError(null);
          }}
          error={error}
          data-testid="article-comment-input"
        />
        <Group justify="flex-end">
          <Button type="submit" loading={add.isPending}>
            {t('articles:comments.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

/** An article's comments, oldest first by page, with the form and delete (own, or any for the admin). */
export const ArticleComments = ({ article }: { article: Article }) => {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const comments = useComments(article.id, page);
  const remove = useDeleteComment();
  const [pending, setPending] = useState<ArticleComment | null>(null);
  const closeDelete = () => {
    remove.reset();
    setPending(null);
  };
  return (
    <Box component="section" aria-labelledby="article-comments" data-testid="article-comments">
      <Stack gap="md">
        <Title order={2} fz="xl" id="article-comments">
          {t('articles:comments.title')} ({article.commentsCount})
        </Title>
        {comments.isPending ? (
          <LoadingScreen label={t('articles:comments.loading')} fullHeight={false} />
        ) : comments.isError ? (
          <ErrorAlert
            message={t('articles:comments.error')}
            onRetry={() => void comments.refetch()}
          />
        ) : comments.data.items.length === 0 ? (
          <EmptyState
            icon={<IconMessageCircle size={26} />}
            body={t('articles:comments.empty')}
            testId="article-comments-empty"
          />
        ) : (
          <Stack gap="sm">
            {comments.data.items.map((comment) => (
              <CommentItem key={comment.id} comment={comment} onDelete={setPending} />
            ))}
            <ListPagination
              label={t('articles:comments.pages')}
              total={comments.data.total}
              pageSize={comments.data.pageSize}
              page={page}
              onChange={setPage}
              size="sm"
            />
          </Stack>
        )}
        <CommentForm article={article} />
        <ConfirmDialog
          opened={pending !== null}
          title={t('articles:comments.deleteTitle')}
          body={t('articles:comments.deleteBody')}
          confirmLabel={t('articles:comments.deleteConfirm')}
          cancelLabel={t('articles:detail.cancel')}
          color="red"
          pending={remove.isPending}
          error={remove.isError ? errorMessage(remove.error, t('articles:comments.deleteFailed')) : null}
          onConfirm={() =>
            pending &&
            remove.mutate(
              { articleId: article.id, slug: article.slug, commentId: pending.id },
              {
                onSuccess: () => {
                  notifications.show({
                    color: 'green',
                    message: t('articles:comments.deleted'),
                  });
                  closeDelete();
                },
              },
            )
          }
          onClose={closeDelete}
        />
      </Stack>
    </Box>
  );
};
