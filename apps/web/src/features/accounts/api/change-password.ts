import type { ChangePasswordInput } from '@patili/domain/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { accountQueryKey } from './get-account';

/** Changes (or first sets) the password; the server signs the other sessions out. */
export const changePassword = (input: ChangePasswordInput) =>
  api.PUT('/api/accounts/me/password', { body: input });

export const useChangePassword = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    // A first password flips `hasPassword`.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountQueryKey }),
  });
};
