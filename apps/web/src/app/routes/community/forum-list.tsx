import { Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { buildPath } from '@patili/domain/access';
import { IconPencilPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Page } from '../../../components/layout/page';
import { CommunityRules } from '../../../features/forum/components/community-rules';
import { PostList } from '../../../features/forum/components/post-list';

/**
 * The community forum (`/forum`): posts by latest activity with their authors and
 * reply counts, the community rules, and a new-post button.
 */
const ForumListScreen = () => {
  const { t } = useTranslation();
  const newPost = (
    <Button
      component={Link}
      to={buildPath('forum.newPost')}
      leftSection={<IconPencilPlus size={18} aria-hidden />}
    >
      {t('forum:list.newPost')}
    </Button>
  );
  return (
    <Page size="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4} style={{ flex: '1 1 320px' }}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {t('forum:list.title')}
          </Title>
          <Text c="dimmed">{t('forum:list.description')}</Text>
        </Stack>
        {newPost}
      </Group>
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <CommunityRules />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <PostList emptyAction={newPost} />
        </Grid.Col>
      </Grid>
    </Page>
  );
};

export default ForumListScreen;
