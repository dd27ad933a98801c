import { Anchor, Badge, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { buildPath } from '@patili/domain/access';
import { FORUM_POST_NOT_FOUND_REDIRECT_MS } from '@patili/domain/forum';
import { IconArrowLeft, IconMessageOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';

import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorAlert } from '../../../components/feedback/error-alert';
import { LoadingScreen } from '../../../components/feedback/loading-screen';
import { Page } from '../../../components/layout/page';
import { usePost } from '../../../features/forum/api/get-post';
import { PostView } from '../../../features/forum/components/post-view';
import { ReplyForm } from '../../../features/forum/components/reply-form';
import { ReplyList } from '../../../features/forum/components/reply-list';
import { FlagDialog, type FlagTarget } from '../../../features/forum/components/flag-dialog';
import { useRecordState } from '../../../lib/use-record-state';

/**
 * A forum post (`/forum/post/{postId}`): the post, its replies oldest first with a
 * reply form, delete for the author (or the admin) and flag for everyone else. An unknown post
 * says so, with the way back, and returns to the forum.
 */
const ForumPostScreen = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { postId = '' } = useParams();
  const post = usePost(postId);
  const state = useRecordState(post, {
    key: postId,
    to: buildPath('forum'),
    afterMs: FORUM_POST_NOT_FOUND_REDIRECT_MS,
  });
  const [flagging, setFlagging] = useState<FlagTarget | null>(null);

  const back = (
    <Anchor component={Link} to={buildPath('forum')} size="sm">
      <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} />{' '}
      {t('forum:post.back')}
    </Anchor>
  );

  if (state === 'loading') return <LoadingScreen label={t('forum:post.loading')} />;
  if (state === 'not-found') {
    return (
      <Page size="sm">
        <EmptyState
          icon={<IconMessageOff size={26} />}
          title={t('forum:post.notFoundTitle')}
          body={`${t('forum:post.notFoundBody')} ${t('forum:post.redirecting')}`}
          action={
            <Button component={Link} to={buildPath('forum')} variant="light">
              {t('forum:post.back')}
            </Button>
          }
          testId="forum-post-not-found"
        />
      </Page>
    );
  }
  if (state === 'failed' || !post.data) {
    return (
      <Page size="sm">
        <ErrorAlert message={t('forum:post.error')} onRetry={() => void post.refetch()} />
      </Page>
    );
  }

  return (
    <Page size="md">
      {back}
      <PostView
        post={post.data}
        onFlag={setFlagging}
        onDeleted={() => {
          notifications.show({ color: 'green', message: t('forum:post.deleted') });
          void navigate(buildPath('forum'), { replace: true });
        }}
      />
      <Stack gap="sm" component="section" aria-labelledby="forum-replies-title">
        <Group gap="sm">
          <Title order={2} fz="lg" id="forum-replies-title">
            {t('forum:post.repliesTitle')}
          </Title>
          <Badge variant="light" color="gray" data-testid="forum-post-reply-count">
            {t('forum:post.repliesCount', { count: post.data.replyCount })}
          </Badge>
        </Group>
        <ReplyList postId={post.data.id} onFlag={setFlagging} />
      </Stack>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <ReplyForm postId={post.data.id} />
      </Paper>
      <FlagDialog target={flagging} onClose={() => setFlagging(null)} />
    </Page>
  );
};

export default ForumPostScreen;
