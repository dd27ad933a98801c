import type { SetProfileVisibilityInput } from '@patili/domain/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { accountQueryKey } from './get-account';

export const setProfileVisibility = (input: SetProfileVisibilityInput) =>
  api.PUT('/api/accounts/me/profile-visibility', { body: input });

export const useSetProfileVisibility = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setProfileVisibility,
    onSuccess: (data) => queryClient.setQueryData(accountQueryKey, data),
  });
};
