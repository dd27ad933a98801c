import type { ServicePriceInput, ServiceTypeView } from '@patili/domain/pricing';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { pricingQueryKey } from './get-price-settings';

export const updateServicePrice = ({ serviceKey, ...body }: { serviceKey: string } & ServicePriceInput) =>
  api.put<{ service: ServiceTypeView }>(`/api/admin/pricing/services/${encodeURIComponent(serviceKey)}`, body);

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
