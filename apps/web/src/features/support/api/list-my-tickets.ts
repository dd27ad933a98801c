import { SUPPORT_PAGE_SIZE } from '@patili/domain/support';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** Every support query starts with this key: one invalidation refreshes lists and threads, both sides. */
export const supportQueryKey = ['support'] as const;

export const listMyTickets = (page: number, signal?: AbortSignal) =>
  api.GET('/api/support/tickets', {
    params: { query: { page, pageSize: SUPPORT_PAGE_SIZE } },
    signal,
  });

export const myTicketsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...supportQueryKey, 'mine', page],
    queryFn: ({ signal }) => listMyTickets(page, signal),
    placeholderData: keepPreviousData,
  });

/** The signed-in user's tickets, latest message first, a page at a time. */
export const useMyTickets = (page: number) => useQuery(myTicketsQueryOptions(page));
