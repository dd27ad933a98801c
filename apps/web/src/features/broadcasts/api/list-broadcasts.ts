import { isBroadcastInProgress } from '@patili/domain/broadcasts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export const broadcastsQueryKey = ['broadcasts'] as const;

/** How often the history refreshes while an announcement is being delivered. */
const DELIVERY_REFRESH_MS = 2000;

export const listBroadcasts = (page: number, signal?: AbortSignal) =>
  api.GET('/api/admin/broadcasts', { params: { query: { page } }, signal });

export const broadcastsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...broadcastsQueryKey, 'list', page],
    queryFn: ({ signal }) => listBroadcasts(page, signal),
    placeholderData: keepPreviousData,
    // Watches the delivery of the announcements still queued or sending.
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => isBroadcastInProgress(item.status))
        ? DELIVERY_REFRESH_MS
        : false,
  });

/** The announcements sent, newest first. */
export const useBroadcasts = (page: number) => useQuery(broadcastsQueryOptions(page));
