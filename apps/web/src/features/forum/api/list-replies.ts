import { FORUM_REPLY_PAGE_SIZE } from '@patili/domain/forum';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { forumQueryKey } from './list-posts';

export const repliesQueryKey = (postId: string) => [...forumQueryKey, 'replies', postId] as const;

export const listReplies = (postId: string, cursor: string | null, signal?: AbortSignal) =>
  api.GET('/api/forum/posts/{postId}/replies', {
    params: {
      path: { postId },
      query: { cursor: cursor ?? undefined, limit: FORUM_REPLY_PAGE_SIZE },
    },
    signal,
  });

export const repliesQueryOptions = (postId: string) =>
  infiniteQueryOptions({
    queryKey: repliesQueryKey(postId),
    queryFn: ({ pageParam, signal }) => listReplies(postId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

/** A post's replies, oldest first; "more replies" loads the next page. */
export const useReplies = (postId: string) => useInfiniteQuery(repliesQueryOptions(postId));
