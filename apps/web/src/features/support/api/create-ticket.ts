import type { CreateSupportTicketInput } from '@patili/domain/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { myTicketQueryKey } from './get-my-ticket';
import { supportQueryKey } from './list-my-tickets';

export const createTicket = (input: CreateSupportTicketInput) =>
  api.POST('/api/support/tickets', { body: input });

/** Opens a ticket; its thread is cached at once and the lists refetch. */
export const useCreateTicket = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    onSuccess: async (detail) => {
      queryClient.setQueryData(myTicketQueryKey(detail.ticket.id), detail);
      await queryClient.invalidateQueries({ queryKey: supportQueryKey });
    },
  });
};
