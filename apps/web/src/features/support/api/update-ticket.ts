import type { UpdateSupportTicketInput } from '@patili/domain/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { ticketQueryKey } from './get-ticket';
import { supportQueryKey } from './list-my-tickets';

export const updateTicket = ({
  ticketId,
  patch,
}: {
  ticketId: string;
  patch: UpdateSupportTicketInput;
}) =>
  api.PATCH('/api/admin/support-tickets/{ticketId}', {
    params: { path: { ticketId } },
    body: patch,
  });

/** The admin changes a ticket's status or priority; the dialog and the table follow. */
export const useUpdateTicket = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTicket,
    onSuccess: async (detail) => {
      queryClient.setQueryData(ticketQueryKey(detail.ticket.id), detail);
      await queryClient.invalidateQueries({ queryKey: [...supportQueryKey, 'admin', 'list'] });
    },
  });
};
