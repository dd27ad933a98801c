import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { chatQueryKey } from './list-conversations';

/** How often the Messages badge asks again without a live push (a dropped socket, a proxy). */
export const CHAT_UNREAD_REFRESH_MS = 60_000;

export const chatUnreadQueryKey = [...chatQueryKey, 'unread'] as const;

export type ChatUnread = { unreadTotal: number };

export const getChatUnread = (signal?: AbortSignal) => api.GET('/api/chat/unread', { signal });

export const chatUnreadQueryOptions = () =>
  queryOptions({
    queryKey: chatUnreadQueryKey,
    queryFn: ({ signal }) => getChatUnread(signal),
    select: (data) => data.unreadTotal,
    staleTime: CHAT_UNREAD_REFRESH_MS / 2,
    refetchInterval: CHAT_UNREAD_REFRESH_MS,
    refetchOnWindowFocus: 'always',
  });

/** Unread messages over all the caller's conversations: the Messages link's badge. */
export const useChatUnread = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...chatUnreadQueryOptions(), enabled });

/** Adds to the badge at once (a pushed message), before the server is asked again. */
export const bumpChatUnread = (queryClient: QueryClient, by: number) => {
  queryClient.setQueryData<ChatUnread>(chatUnreadQueryKey, (previous) =>
    previous ? { unreadTotal: Math.max(0, previous.unreadTotal + by) } : previous,
  );
};
