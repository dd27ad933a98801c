import type { AccountResponse, PrivacyInput } from '@patili/domain/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { accountQueryKey } from './get-account';

export const updatePrivacy = (input: PrivacyInput) => api.put<AccountResponse>('/api/account/privacy', input);

export const useUpdatePrivacy = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePrivacy,
    onSuccess: (data) => queryClient.setQueryData(accountQueryKey, data),
  });
};
