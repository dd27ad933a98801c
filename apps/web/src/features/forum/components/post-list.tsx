import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { buildPath } from '@patili/domain/access';
import type { ForumPostSummary } from '@patili/domain/forum';
import { IconMessageCircle, IconMessages } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorAlert } from '../../../components/feedback/error-alert';
import { LoadingScreen } from '../../../components/feedback/loading-screen';
import { usePosts } from '../api/list-posts';
import { AuthorLine } from './author-line';

/** One post in the list: title (the link), author, last activity, excerpt and reply count. */
const PostRow = ({ post }: { post: ForumPostSummary }) => {
  const { t } = useTranslation();
  return (
    <Card component="li" withBorder radius="lg" padding="md" data-testid="forum-post-row">
      <Stack gap="xs">
        <Anchor
          component={Link}
          to={buildPath('forum.post', { postId: post.id })}
          c="inherit"
          underline="hover"
        >
          <Title order={2} fz="lg" style={{ overflowWrap: 'anywhere' }}>
            {post.title}
          </Title>
        </Anchor>
        <Text
          size="sm"
          c="dimmed"
          lineClamp={3}
          style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
        >
          {post.truncated ? `${post.excerpt}…` : post.excerpt}
        </Text>
        <Group justify="space-between" gap="sm" wrap="wrap">
          <AuthorLine
            author={post.author}
            at={post.lastActivityAt}
            size="sm"
            timeLabel={(time) => t('forum:list.lastActivity', { date: time })}
          />
          <Badge
            variant="light"
            color={post.replyCount > 0 ? 'patili' : 'gray'}
            leftSection={<IconMessageCircle size={14} aria-hidden />}
            data-testid="forum-reply-count"
          >
            {t('forum:list.replies', { count: post.replyCount })}
          </Badge>
        </Group>
      </Stack>
    </Card>
  );
};

/**
 * `/forum`'s posts, newest activity first, a page at a time: loading, error (with retry), empty
 * (with `emptyAction`) and "more posts" while there are more.
 */
export const PostList = ({ emptyAction }: { emptyAction: ReactNode }) => {
  const { t } = useTranslation();
  const posts = usePosts();
  if (posts.isPending) return <LoadingScreen label={t('forum:list.loading')} fullHeight={false} />;
  if (posts.isError && !posts.data) {
    return <ErrorAlert message={t('forum:list.error')} onRetry={() => void posts.refetch()} />;
  }
  const items = posts.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<IconMessages size={26} />}
        title={t('forum:list.emptyTitle')}
        body={t('forum:list.emptyBody')}
        action={emptyAction}
        testId="forum-empty"
      />
    );
  }
  return (
    <Stack gap="md">
      <Stack
        component="ul"
        gap="sm"
        aria-label={t('forum:list.postsLabel')}
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        {items.map((post) => (
          <PostRow key={post.id} post={post} />
        ))}
      </Stack>
      {posts.isFetchNextPageError ? <ErrorAlert message={t('forum:list.loadMoreFailed')} /> : null}
      {posts.hasNextPage ? (
        <Group justify="center">
          <Button
            variant="light"
            onClick={() => void posts.fetchNextPage()}
            loading={posts.isFetchingNextPage}
          >
            {t('forum:list.loadMore')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
};
