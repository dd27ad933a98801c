import type { PriceBoundInput, PriceBoundView } from '@patili/domain/pricing';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { pricingQueryKey } from './get-price-settings';

export const updatePriceBound = ({ role, ...body }: { role: string } & PriceBoundInput) =>
  api.put<{ bound: PriceBoundView }>(`/api/admin/pricing/bounds/${encodeURIComponent(role)}`, body);

/** Saves a role's min and max; the page and the public config (the profile forms' bounds) refetch. */
export const useUpdatePriceBound = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePriceBound,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: pricingQueryKey });
      await queryClient.invalidateQueries({ queryKey: ['config'] });
    },
  });
};
