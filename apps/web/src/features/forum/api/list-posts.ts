import { FORUM_POST_PAGE_SIZE } from '@patili/domain/forum';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** Every forum query starts with this key, so one invalidation refreshes lists and threads. */
export const forumQueryKey = ['forum'] as const;
export const postsQueryKey = [...forumQueryKey, 'posts'] as const;

export const listPosts = (cursor: string | null, signal?: AbortSignal) =>
  api.GET('/api/forum/posts', {
    params: { query: { cursor: cursor ?? undefined, limit: FORUM_POST_PAGE_SIZE } },
    signal,
  });

export const postsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: postsQueryKey,
    queryFn: ({ pageParam, signal }) => listPosts(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

/** `/forum`: posts by latest activity, a page at a time ("more posts" loads the next). */
export const usePosts = () => useInfiniteQuery(postsQueryOptions());
