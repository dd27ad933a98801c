import { Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { ARTICLE_PAGE_SIZE, type ArticleList } from '@patili/domain/articles';
import { IconArticle } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorAlert } from '../../../components/feedback/error-alert';
import { ListPagination } from '../../../components/feedback/list-pagination';
import { ArticleCard } from './article-card';

const GRID_COLS = { base: 1, xs: 2, md: 3 } as const;

const LoadingCards = ({ label }: { label: string }) => (
  <SimpleGrid cols={GRID_COLS} spacing="md" role="status" aria-label={label}>
    {[0, 1, 2].map((index) => (
      <Card key={index} withBorder radius="lg" padding="md">
        <Card.Section>
          <Skeleton h={170} radius={0} />
        </Card.Section>
        <Stack gap="xs" mt="md">
          <Skeleton h={18} w="40%" />
          <Skeleton h={22} w="80%" />
          <Skeleton h={14} w="90%" />
        </Stack>
      </Card>
    ))}
  </SimpleGrid>
);

/** A page of article cards for a list query: loading cards, an error with retry, empty, grid and pages. */
export const ArticleResults = ({
  query,
  page,
  onPage,
  empty,
  emptyAction,
}: {
  query: UseQueryResult<ArticleList>;
  page: number;
  onPage: (page: number) => void;
  empty: string;
  emptyAction?: ReactNode;
}) => {
  const { t } = useTranslation();
  if (query.isPending) return <LoadingCards label={t('articles:list.loading')} />;
  if (query.isError)
    return <ErrorAlert message={t('articles:list.error')} onRetry={() => void query.refetch()} />;
  const { items, total, pageSize } = query.data;
  if (items.length === 0)
    return (
      <EmptyState
        icon={<IconArticle size={26} />}
        body={empty}
        action={emptyAction}
        testId="articles-empty"
      />
    );
  return (
    <Stack gap="lg">
      <SimpleGrid cols={GRID_COLS} spacing="md">
        {items.map((article) => (
          <ArticleCard key={article.id} article={article} />
        ))}
      </SimpleGrid>
      <ListPagination
        label={t('articles:list.pages')}
        total={total}
        pageSize={pageSize || ARTICLE_PAGE_SIZE}
        page={page}
        onChange={onPage}
      />
    </Stack>
  );
};
