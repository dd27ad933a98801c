import type { AccountResponse, UpdateProfileInput } from '@patili/domain/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/session';
import { accountQueryKey } from './get-account';

export const updateProfile = (input: UpdateProfileInput) => api.put<AccountResponse>('/api/accounts/me/profile', input);

/** Saves the profile; the account cache takes the answer and the session (name, picture) reloads. */
export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (data) => {
      queryClient.setQueryData(accountQueryKey, data);
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
};
