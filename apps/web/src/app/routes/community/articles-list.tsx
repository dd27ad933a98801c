import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { buildPath, can } from '@patili/domain/access';
import { IconPencilPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Page } from '../../../components/layout/page';
import { ArticleList } from '../../../features/articles/components/article-list';
import {
  ARTICLE_LIST_ADDRESS,
  type ArticleListState,
  type ArticleView,
} from '../../../features/articles/utils/article-list-address';
import { useCurrentUser } from '../../../lib/session';
import { useAddressState } from '../../../lib/use-address-state';

/** Expert articles (`/expert-articles`): category in the address, cards, and "write" for writers. */
const ArticlesListScreen = () => {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [state, setState] = useAddressState(ARTICLE_LIST_ADDRESS);
  /** Any change but the page goes back to page 1. */
  const update = (changes: Partial<ArticleListState>) => setState('page' in changes ? changes : { ...changes, page: 1 });
  const mayWrite = can(user, 'write:article:own');
  const views: ArticleView[] = [
    'published',
    ...(mayWrite ? (['mine'] as const) : []),
    ...(user.isAdmin ? (['drafts'] as const) : []),
    'bookmarks',
  ];
  return (
    <Page size="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {t('articles:list.title')}
          </Title>
          <Text c="dimmed">{t('articles:list.description')}</Text>
        </Stack>
        {mayWrite ? (
          <Button
            component={Link}
            to={buildPath('articles.new')}
            leftSection={<IconPencilPlus size={16} />}
          >
            {t('articles:list.create')}
          </Button>
        ) : null}
      </Group>
      <ArticleList
        state={{ ...state, view: views.includes(state.view) ? state.view : 'published' }}
        onChange={update}
        views={views}
      />
    </Page>
  );
};

export default ArticlesListScreen;
