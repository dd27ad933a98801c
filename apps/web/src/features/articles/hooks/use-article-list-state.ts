import { buildPath } from '@patili/domain/access';
import {
  isArticleCategory,
  type ArticleCategory,
  type ArticleListScope,
} from '@patili/domain/articles';
import { parseQuery } from '@patili/domain/shared';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** What the list shows: a category, one of the views (the saved list is `bookmarks`) and a page. */
export type ArticleView = ArticleListScope | 'bookmarks';
export type ArticleListState = {
  category: ArticleCategory | undefined;
  view: ArticleView;
  page: number;
};

const VIEWS: readonly ArticleView[] = ['published', 'mine', 'drafts', 'bookmarks'];

const readState = (search: string): ArticleListState => {
  const query = new Map(parseQuery(search));
  const category = query.get('category');
  const view = query.get('view') as ArticleView | undefined;
  const page = Number(query.get('page'));
  return {
    category: isArticleCategory(category) ? category : undefined,
    view: view && VIEWS.includes(view) ? view : 'published',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
};

/** The article list's category, view and page, kept in the address (reload, back and links keep them). */
export const useArticleListState = () => {
  const location = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => readState(location.search), [location.search]);
  const update = useCallback(
    (changes: Partial<ArticleListState>) => {
      const next = { ...state, ...changes };
      if (!('page' in changes)) next.page = 1;
      void navigate(
        buildPath('expertArticles', undefined, {
          category: next.category,
          view: next.view === 'published' ? undefined : next.view,
          page: next.page > 1 ? String(next.page) : undefined,
        }),
      );
    },
    [navigate, state],
  );
  return { state, update };
};
