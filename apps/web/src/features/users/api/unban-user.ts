import type { AdminUserResponse } from '@patili/domain/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { adminUsersQueryKey } from './list-users';

export const unbanUser = ({ userId }: { userId: string }) =>
  api.post<AdminUserResponse>(`/api/admin/users/${encodeURIComponent(userId)}/unban`, {});

/** Lifts a ban; the list refetches. */
export const useUnbanUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unbanUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
  });
};
