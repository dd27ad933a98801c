import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, ApiError } from '../../../lib/api-client';
import { supportQueryKey } from './list-my-tickets';

export const myTicketQueryKey = (ticketId: string) =>
  [...supportQueryKey, 'mine', 'ticket', ticketId] as const;

export const getMyTicket = (ticketId: string, signal?: AbortSignal) =>
  api.GET('/api/support/tickets/{ticketId}', { params: { path: { ticketId } }, signal });

/** One of the user's tickets with its thread; an admin's answer arrives with its notification. */
export const useMyTicket = (ticketId: string) =>
  useQuery(
    queryOptions({
      queryKey: myTicketQueryKey(ticketId),
      queryFn: ({ signal }) => getMyTicket(ticketId, signal),
      enabled: ticketId !== '',
      // A ticket that is not found stays not found: no retries before saying so.
      retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
    }),
  );
