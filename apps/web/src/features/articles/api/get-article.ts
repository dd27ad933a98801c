import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { articlesQueryKey } from './list-articles';

export const getArticle = (slug: string, signal?: AbortSignal) =>
  api.GET('/api/articles/slug/{slug}', { params: { path: { slug } }, signal });

export const articleQueryKey = (slug: string) => [...articlesQueryKey, 'detail', slug] as const;

export const articleQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: articleQueryKey(slug),
    queryFn: ({ signal }) => getArticle(slug, signal),
  });

/** An article's page by slug; a draft the caller may not see fails with 404. */
export const useArticle = (slug: string) => useQuery(articleQueryOptions(slug));
