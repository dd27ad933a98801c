import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { adminUsersQueryKey } from './list-users';

export const unbanUser = ({ userId }: { userId: string }) =>
  api.POST('/api/admin/users/{userId}/unban', { params: { path: { userId } }, body: {} });

/** Lifts a ban; the list refetches. */
export const useUnbanUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unbanUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
  });
};
