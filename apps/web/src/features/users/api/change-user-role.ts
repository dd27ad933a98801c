import type { ChangeUserRoleInput } from '@patili/domain/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { adminUsersQueryKey } from './list-users';

export const changeUserRole = ({ userId, role }: { userId: string } & ChangeUserRoleInput) =>
  api.PUT('/api/admin/users/{userId}/role', { params: { path: { userId } }, body: { role } });

/** Changes an account's role (after the confirmation); the list refetches. */
export const useChangeUserRole = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUserRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
  });
};
