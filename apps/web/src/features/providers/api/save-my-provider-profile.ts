import type { MyProviderProfileResponse, ProviderProfileInput } from '@patili/domain/providers';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { myProviderProfileQueryKey } from './get-my-provider-profile';

export const saveMyProviderProfile = (input: ProviderProfileInput) => api.put<MyProviderProfileResponse>('/api/providers/me', input);

/** Saves the provider's profile; the cached profile takes the answer (the summary box too). */
export const useSaveMyProviderProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMyProviderProfile,
    onSuccess: (data) => queryClient.setQueryData(myProviderProfileQueryKey, data),
  });
};
