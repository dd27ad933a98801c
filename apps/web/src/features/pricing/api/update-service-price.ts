import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, type RequestBody } from '../../../lib/api-client';
import { pricingQueryKey } from './get-price-settings';

export const updateServicePrice = ({
  serviceKey,
  ...body
}: { serviceKey: string } & RequestBody<'/api/admin/pricing/services/{key}', 'put'>) =>
  api.PUT('/api/admin/pricing/services/{key}', { params: { path: { key: serviceKey } }, body });

/** Saves a service's default price (the sitter form's suggestion); the page and the public config refetch. */
export const useUpdateServicePrice = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateServicePrice,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: pricingQueryKey });
      await queryClient.invalidateQueries({ queryKey: ['config'] });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'settings'] });
    },
  });
};
