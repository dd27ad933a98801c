import { ARTICLE_PAGE_SIZE } from '@patili/domain/articles';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { articlesQueryKey } from './list-articles';

export const listBookmarks = (page: number, signal?: AbortSignal) =>
  api.GET('/api/articles/bookmarks', {
    params: { query: { page, pageSize: ARTICLE_PAGE_SIZE } },
    signal,
  });

export const bookmarksQueryKey = [...articlesQueryKey, 'bookmarks'] as const;

export const bookmarksQueryOptions = (page = 1) =>
  queryOptions({
    queryKey: [...bookmarksQueryKey, { page }],
    queryFn: ({ signal }) => listBookmarks(page, signal),
    placeholderData: keepPreviousData,
  });

/** A page of the caller's saved articles, newest bookmark first. */
export const useBookmarks = (page = 1, enabled = true) =>
  useQuery({ ...bookmarksQueryOptions(page), enabled });
