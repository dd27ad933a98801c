import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { buildPath } from '@patili/domain/access';
import { IconArticle, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorAlert } from '../../../components/feedback/error-alert';
import { LoadingScreen } from '../../../components/feedback/loading-screen';
import { SectionCard } from '../../../components/layout/section-card';
import { useArticles } from '../api/list-articles';
import { formatArticleDate } from '../utils/article-format';

const SHOWN = 5;

/**
 * A writer's dashboard block (the trainer dashboard's articles): their newest articles,
 * drafts too, each opening its page, with "new article" and a link to all of them.
 */
export const MyArticlesBlock = () => {
  const { t, i18n } = useTranslation();
  const articles = useArticles({ scope: 'mine', page: 1, pageSize: SHOWN });
  return (
    <SectionCard
      title={t('articles:dashboard.title')}
      description={t('articles:dashboard.description')}
      headingId="my-articles"
      action={
        <Button
          component={Link}
          to={buildPath('articles.new')}
          size="xs"
          leftSection={<IconPlus size={16} />}
        >
          {t('articles:dashboard.create')}
        </Button>
      }
      data-testid="my-articles-block"
    >
      {articles.isPending ? (
        <LoadingScreen label={t('articles:dashboard.loading')} fullHeight={false} />
      ) : articles.isError ? (
        <ErrorAlert
          message={t('articles:dashboard.error')}
          onRetry={() => void articles.refetch()}
        />
      ) : articles.data.items.length === 0 ? (
        <EmptyState
          icon={<IconArticle size={26} />}
          body={t('articles:dashboard.empty')}
          testId="my-articles-empty"
        />
      ) : (
        <Stack gap="xs">
          {articles.data.items.map((article) => (
            <Group key={article.id} justify="space-between" gap="sm" wrap="nowrap">
              <Anchor
                component={Link}
                to={buildPath('articles.detail', { slug: article.slug })}
                fw={500}
                style={{ overflowWrap: 'anywhere' }}
              >
                {article.title}
              </Anchor>
              <Group gap="xs" wrap="nowrap">
                <Text size="xs" c="dimmed" visibleFrom="xs">
                  {formatArticleDate(article.publishedAt ?? article.updatedAt, i18n.language)}
                </Text>
                <Badge
                  variant={article.status === 'published' ? 'light' : 'outline'}
                  color={article.status === 'published' ? 'green' : 'gray'}
                  c="dark.7"
                  style={{ textTransform: 'none' }}
                >
                  {t(`articles:status.${article.status}`)}
                </Badge>
              </Group>
            </Group>
          ))}
          {articles.data.total > SHOWN ? (
            <Anchor
              component={Link}
              to={buildPath('articles', undefined, { view: 'mine' })}
              size="sm"
            >
              {t('articles:dashboard.all')}
            </Anchor>
          ) : null}
        </Stack>
      )}
    </SectionCard>
  );
};
