import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { supportQueryKey } from './list-my-tickets';

export const ticketQueryKey = (ticketId: string) =>
  [...supportQueryKey, 'admin', 'ticket', ticketId] as const;

export const getTicket = (ticketId: string, signal?: AbortSignal) =>
  api.GET('/api/admin/support-tickets/{ticketId}', { params: { path: { ticketId } }, signal });

/** Any ticket with its thread, for the admin's dialog (only while one is open). */
export const useTicket = (ticketId: string | null) =>
  useQuery(
    queryOptions({
      queryKey: ticketQueryKey(ticketId ?? ''),
      queryFn: ({ signal }) => getTicket(ticketId ?? '', signal),
      enabled: ticketId !== null,
    }),
  );
