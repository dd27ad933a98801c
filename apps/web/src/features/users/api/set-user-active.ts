import type { SetUserActiveInput } from '@patili/domain/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { adminUsersQueryKey } from './list-users';

export const setUserActive = ({ userId, active }: { userId: string } & SetUserActiveInput) =>
  api.PUT('/api/admin/users/{userId}/active', { params: { path: { userId } }, body: { active } });

/** Activates or deactivates an account (after the confirmation); the list refetches. */
export const useSetUserActive = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserActive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
  });
};
