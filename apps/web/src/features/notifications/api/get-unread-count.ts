import type { UnreadCountResponse } from '@patili/domain/bookings';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { notificationsQueryKey } from './list-notifications';

/** How often the badge asks again while the page is open (the messaging issue will push it live). */
export const UNREAD_COUNT_REFRESH_MS = 60_000;

export const unreadCountQueryKey = [...notificationsQueryKey, 'unread-count'] as const;

export const getUnreadCount = (signal?: AbortSignal) =>
  api.GET('/api/notifications/unread-count', { signal });

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: unreadCountQueryKey,
    queryFn: ({ signal }) => getUnreadCount(signal),
    select: (data) => data.unreadCount,
    staleTime: UNREAD_COUNT_REFRESH_MS / 2,
    refetchInterval: UNREAD_COUNT_REFRESH_MS,
    refetchOnWindowFocus: 'always',
  });

/**
 * The unread badge's count: the one place it is fetched, every minute and when the window gets
 * the focus back. A live push (messaging issue) only has to call `setUnreadCount`.
 */
export const useUnreadCount = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...unreadCountQueryOptions(), enabled });

/** Puts a count the server answered (a read mark, a push) in the badge without asking again. */
export const setUnreadCount = (queryClient: QueryClient, unreadCount: number) => {
  queryClient.setQueryData<UnreadCountResponse>(unreadCountQueryKey, { unreadCount });
};
