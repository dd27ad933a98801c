import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, type RequestBody } from '../../../lib/api-client';
import { myProviderProfileQueryKey } from './get-my-provider-profile';

export const saveMyProviderProfile = (input: RequestBody<'/api/providers/me', 'put'>) =>
  api.PUT('/api/providers/me', { body: input });

/** Saves the provider's profile; the cached profile takes the answer (the summary box too). */
export const useSaveMyProviderProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMyProviderProfile,
    onSuccess: (data) => queryClient.setQueryData(myProviderProfileQueryKey, data),
  });
};
