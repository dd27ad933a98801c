import { Paper, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { buildPath } from '@patili/domain/access';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { Page } from '../../../components/layout/page';
import { CommunityRules } from '../../../features/forum/components/community-rules';
import { PostForm } from '../../../features/forum/components/post-form';

/** Open a forum post (`/forum/new-post`), under the community rules; then the post. */
const ForumNewPostScreen = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Page size="sm" title={t('forum:form.title')} description={t('forum:form.description')}>
      <Stack gap="lg">
        <CommunityRules />
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <PostForm
            onCreated={(post) => {
              notifications.show({ color: 'green', message: t('forum:form.created') });
              void navigate(buildPath('forum.post', { postId: post.id }), { replace: true });
            }}
            onCancel={() => void navigate(buildPath('forum'))}
          />
        </Paper>
      </Stack>
    </Page>
  );
};

export default ForumNewPostScreen;
