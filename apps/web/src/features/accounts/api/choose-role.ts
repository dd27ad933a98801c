import type { ChooseRoleInput } from '@patili/domain/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/session';

/** Chooses the role once after verification; the session cache takes the answer. */
export const chooseRole = (input: ChooseRoleInput) =>
  api.PUT('/api/accounts/me/role', { body: input });

export const useChooseRole = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseRole,
    onSuccess: (data) => queryClient.setQueryData(sessionQueryKey, data),
  });
};
