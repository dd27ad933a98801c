import type { AdminUserResponse, SetUserActiveInput } from '@patili/domain/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { adminUsersQueryKey } from './list-users';

export const setUserActive = ({ userId, active }: { userId: string } & SetUserActiveInput) =>
  api.put<AdminUserResponse>(`/api/admin/users/${encodeURIComponent(userId)}/active`, { active });

/** Activates or deactivates an account (after the confirmation); the list refetches. */
export const useSetUserActive = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserActive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
  });
};
