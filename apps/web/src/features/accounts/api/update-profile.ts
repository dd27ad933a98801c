import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, type RequestBody } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/session';
import { accountQueryKey } from './get-account';

export const updateProfile = (input: RequestBody<'/api/accounts/me/profile', 'put'>) =>
  api.PUT('/api/accounts/me/profile', { body: input });

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
