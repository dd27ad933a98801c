import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { settingsQueryKey } from './get-platform-settings';

export const removeAdmin = (userId: string) =>
  api.DELETE('/api/admin/settings/admins/{userId}', { params: { path: { userId } } });

/** Takes an admin's role away; the admin list refetches. */
export const useRemoveAdmin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...settingsQueryKey, 'admins'] }),
  });
};
