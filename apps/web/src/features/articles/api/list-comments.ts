import { ARTICLE_COMMENT_PAGE_SIZE } from '@patili/domain/articles';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { articlesQueryKey } from './list-articles';

export const listComments = (articleId: string, page: number, signal?: AbortSignal) =>
  api.GET('/api/articles/{articleId}/comments', {
    params: { path: { articleId }, query: { page, pageSize: ARTICLE_COMMENT_PAGE_SIZE } },
    signal,
  });

export const commentsQueryKey = (articleId: string) =>
  [...articlesQueryKey, 'comments', articleId] as const;

export const commentsQueryOptions = (articleId: string, page = 1) =>
  queryOptions({
    queryKey: [...commentsQueryKey(articleId), { page }],
    queryFn: ({ signal }) => listComments(articleId, page, signal),
    placeholderData: keepPreviousData,
  });

/** A page of an article's comments, oldest first. */
export const useComments = (articleId: string, page = 1) =>
  useQuery(commentsQueryOptions(articleId, page));
