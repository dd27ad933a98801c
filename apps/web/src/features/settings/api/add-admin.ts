import type { AdminEmailInput } from '@patili/domain/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { settingsQueryKey } from './get-platform-settings';

export const addAdmin = (input: AdminEmailInput) =>
  api.POST('/api/admin/settings/admins', { body: input });

/** Makes a registered user an admin; the admin list refetches. */
export const useAddAdmin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...settingsQueryKey, 'admins'] }),
  });
};
