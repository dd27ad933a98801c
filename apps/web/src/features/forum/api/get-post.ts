import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, ApiError } from '../../../lib/api-client';
import { forumQueryKey } from './list-posts';

export const postQueryKey = (postId: string) => [...forumQueryKey, 'post', postId] as const;

export const getPost = (postId: string, signal?: AbortSignal) =>
  api.GET('/api/forum/posts/{postId}', { params: { path: { postId } }, signal });

export const postQueryOptions = (postId: string) =>
  queryOptions({
    queryKey: postQueryKey(postId),
    queryFn: ({ signal }) => getPost(postId, signal),
    // A post that is not there stays not there: no retries before the not-found state.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });

/** One post with what the caller may do with it. */
export const usePost = (postId: string) => useQuery(postQueryOptions(postId));
