import { SUPPORT_ADMIN_PAGE_SIZE, type SupportTicketStatus } from '@patili/domain/support';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { supportQueryKey } from './list-my-tickets';

export type AdminTicketListParams = { status: SupportTicketStatus | undefined; page: number };

export const listTickets = ({ status, page }: AdminTicketListParams, signal?: AbortSignal) =>
  api.GET('/api/admin/support-tickets', {
    params: { query: { status, page, pageSize: SUPPORT_ADMIN_PAGE_SIZE } },
    signal,
  });

export const ticketsQueryOptions = (params: AdminTicketListParams) =>
  queryOptions({
    queryKey: [...supportQueryKey, 'admin', 'list', params],
    queryFn: ({ signal }) => listTickets(params, signal),
    placeholderData: keepPreviousData,
  });

/** The admin's table: every ticket or those of one status, latest message first. */
export const useTickets = (params: AdminTicketListParams) => useQuery(ticketsQueryOptions(params));
