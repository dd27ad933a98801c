import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { applyActionResult } from './confirm-action';

export const declineAction = ({ messageId }: { messageId: string }) =>
  api.POST('/api/assistant/messages/{messageId}/decline', { params: { path: { messageId } } });

/** The user does not want the proposed action: it is marked declined and nothing is done. */
export const useDeclineAction = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineAction,
    onSuccess: (result) => applyActionResult(queryClient, result),
  });
};
