import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, type RequestBody } from '../../../lib/api-client';
import { settingsQueryKey } from './get-platform-settings';

export const addServiceType = (input: RequestBody<'/api/admin/settings/service-types', 'post'>) =>
  api.POST('/api/admin/settings/service-types', { body: input });

/** Adds a service type; the list, the pricing page and the public config (the sitter form's services) refetch. */
export const useAddServiceType = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addServiceType,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [...settingsQueryKey, 'service-types'] });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'pricing'] });
      await queryClient.invalidateQueries({ queryKey: ['config'] });
    },
  });
};
