import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/session';

/** Unfreezes the signed-in, deactivated account; the session cache takes the active user. */
export const reactivateAccount = () => api.POST('/api/accounts/me/reactivate');

export const useReactivateAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reactivateAccount,
    onSuccess: (data) => queryClient.setQueryData(sessionQueryKey, data),
  });
};
