import type { BanUserInput } from '@patili/domain/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { adminUsersQueryKey } from './list-users';

export const banUser = ({ userId, reason }: { userId: string } & BanUserInput) =>
  api.POST('/api/admin/users/{userId}/ban', { params: { path: { userId } }, body: { reason } });

/** Bans an account with a reason (signed out everywhere); the list refetches. */
export const useBanUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: banUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
  });
};
