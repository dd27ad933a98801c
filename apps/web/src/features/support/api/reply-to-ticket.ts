import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { myTicketQueryKey } from './get-my-ticket';
import { supportQueryKey } from './list-my-tickets';

export const replyToTicket = ({ ticketId, text }: { ticketId: string; text: string }) =>
  api.POST('/api/support/tickets/{ticketId}/messages', {
    params: { path: { ticketId } },
    body: { text },
  });

/** The user writes in their ticket: the thread shows the answer the server gives; the list refetches. */
export const useReplyToTicket = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToTicket,
    onSuccess: async (detail) => {
      queryClient.setQueryData(myTicketQueryKey(detail.ticket.id), detail);
      await queryClient.invalidateQueries({ queryKey: [...supportQueryKey, 'mine'], exact: false });
    },
  });
};
