import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { articlesQueryKey } from './list-articles';

export const getArticleById = (articleId: string, signal?: AbortSignal) =>
  api.GET('/api/articles/{articleId}', { params: { path: { articleId } }, signal });

export const articleByIdQueryKey = (articleId: string) =>
  [...articlesQueryKey, 'by-id', articleId] as const;

export const articleByIdQueryOptions = (articleId: string) =>
  queryOptions({
    queryKey: articleByIdQueryKey(articleId),
    queryFn: ({ signal }) => getArticleById(articleId, signal),
    // The editor starts from what the server has now, not from a cached copy.
    staleTime: 0,
    retry: false,
  });

/** An article by id, for its edit screen (`canEdit` says whether the caller may edit it). */
export const useArticleById = (articleId: string) => useQuery(articleByIdQueryOptions(articleId));
