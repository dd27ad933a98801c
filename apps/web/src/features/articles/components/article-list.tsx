import { Group, SegmentedControl, Select, Stack } from '@mantine/core';
import { ARTICLE_CATEGORIES } from '@patili/domain/articles';
import { useTranslation } from 'react-i18next';

import { useArticles } from '../api/list-articles';
import { useBookmarks } from '../api/list-bookmarks';
import type { ArticleListState, ArticleView } from '../utils/article-list-address';
import { ArticleResults } from './article-results';

const ALL = 'all';

/**
 * The articles list: a category filter and the views a person has (everyone: all
 * articles and their saved ones; writers: their own; the admin: every draft), then the cards.
 */
export const ArticleList = ({
  state,
  onChange,
  views,
}: {
  state: ArticleListState;
  onChange: (changes: Partial<ArticleListState>) => void;
  views: readonly ArticleView[];
}) => {
  const { t } = useTranslation();
  const bookmarks = state.view === 'bookmarks';
  const articles = useArticles(
    {
      scope: state.view === 'bookmarks' ? 'published' : state.view,
      category: state.category,
      page: state.page,
    },
    !bookmarks,
  );
  const saved = useBookmarks(state.page, bookmarks);
  const empty = bookmarks
    ? t('articles:list.emptyBookmarks')
    : state.view === 'mine'
      ? t('articles:list.emptyMine')
      : state.view === 'drafts'
        ? t('articles:list.emptyDrafts')
        : state.category
          ? t('articles:list.emptyCategory')
          : t('articles:list.empty');
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        {views.length > 1 ? (
          <SegmentedControl
            aria-label={t('articles:list.views')}
            value={state.view}
            onChange={(view) => onChange({ view: view })}
            data={views.map((view) => ({ value: view, label: t(`articles:list.scopes.${view}`) }))}
            style={{ maxWidth: '100%', overflowX: 'auto' }}
          />
        ) : (
          <span />
        )}
        {bookmarks ? null : (
          <Select
            label={t('articles:list.category')}
            data={[
              { value: ALL, label: t('articles:list.allCategories') },
              ...ARTICLE_CATEGORIES.map((category) => ({
                value: category,
                label: t(`articles:categories.${category}`),
              })),
            ]}
            value={state.category ?? ALL}
            onChange={(value) =>
              onChange({
                category: value && value !== ALL ? value : undefined,
              })
            }
            allowDeselect={false}
            w={{ base: '100%', xs: 240 }}
            data-testid="article-category-filter"
          />
        )}
      </Group>
      <ArticleResults
        query={bookmarks ? saved : articles}
        page={state.page}
        onPage={(page) => onChange({ page })}
        empty={empty}
      />
    </Stack>
  );
};
