import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { ticketQueryKey } from './get-ticket';
import { supportQueryKey } from './list-my-tickets';

export const replyAsAdmin = ({ ticketId, text }: { ticketId: string; text: string }) =>
  api.POST('/api/admin/support-tickets/{ticketId}/messages', {
    params: { path: { ticketId } },
    body: { text },
  });

/** The admin answers: the dialog shows the server's ticket, the table refetches (the row is no longer set apart). */
export const useReplyAsAdmin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyAsAdmin,
    onSuccess: async (detail) => {
      queryClient.setQueryData(ticketQueryKey(detail.ticket.id), detail);
      await queryClient.invalidateQueries({ queryKey: [...supportQueryKey, 'admin', 'list'] });
    },
  });
};
