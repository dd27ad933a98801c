import type { AccountResponse, SetProfileVisibilityInput } from '@patili/domain/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { accountQueryKey } from './get-account';

export const setProfileVisibility = (input: SetProfileVisibilityInput) =>
  api.put<AccountResponse>('/api/accounts/me/profile-visibility', input);

export const useSetProfileVisibility = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setProfileVisibility,
    onSuccess: (data) => queryClient.setQueryData(accountQueryKey, data),
  });
};
