import type { MeResponse } from '@patili/domain/accounts';
import type { RoleSelectionInput } from '@patili/domain/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/session';

/** Chooses the role once after verification; the session cache takes the answer. */
export const selectRole = (input: RoleSelectionInput) => api.put<MeResponse>('/api/me/role', input);

export const useSelectRole = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: selectRole,
    onSuccess: (data) => queryClient.setQueryData(sessionQueryKey, data),
  });
};
