import {
  ARTICLE_PAGE_SIZE,
  type ArticleCategory,
  type ArticleListScope,
} from '@patili/domain/articles';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** Every article query starts with this key, so one invalidation refreshes lists and pages. */
export const articlesQueryKey = ['articles'] as const;

export type ArticleListParams = {
  scope?: ArticleListScope;
  category?: ArticleCategory | undefined;
  page?: number;
  pageSize?: number;
};

export const listArticles = (
  { scope = 'published', category, page = 1, pageSize = ARTICLE_PAGE_SIZE }: ArticleListParams,
  signal?: AbortSignal,
) => api.GET('/api/articles', { params: { query: { scope, category, page, pageSize } }, signal });

export const articlesQueryOptions = ({
  scope = 'published',
  category,
  page = 1,
  pageSize = ARTICLE_PAGE_SIZE,
}: ArticleListParams = {}) =>
  queryOptions({
    queryKey: [...articlesQueryKey, 'list', { scope, category: category ?? null, page, pageSize }],
    queryFn: ({ signal }) => listArticles({ scope, category, page, pageSize }, signal),
    // Keeps the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/** A page of articles: published (featured first), the caller's own, or the drafts they may see. */
export const useArticles = (params: ArticleListParams = {}, enabled = true) =>
  useQuery({ ...articlesQueryOptions(params), enabled });
