import type { ServiceTypeView } from '@patili/domain/pricing';
import type { ServiceTypeInput } from '@patili/domain/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { settingsQueryKey } from './get-platform-settings';

export const addServiceType = (input: ServiceTypeInput) => api.post<{ serviceType: ServiceTypeView }>('/api/admin/settings/service-types', input);

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
