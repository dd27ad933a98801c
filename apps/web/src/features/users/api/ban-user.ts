import type { AdminUserResponse, BanUserInput } from '@patili/domain/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { adminUsersQueryKey } from './list-users';

export const banUser = ({ userId, reason }: { userId: string } & BanUserInput) =>
  api.post<AdminUserResponse>(`/api/admin/users/${encodeURIComponent(userId)}/ban`, { reason });

/** Bans an account with a reason (signed out everywhere); the list refetches. */
export const useBanUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: banUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
  });
};
