import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, type RequestBody } from '../../../lib/api-client';
import { pricingQueryKey } from './get-price-settings';

export const updateCommissionRate = ({
  role,
  ...body
}: { role: string } & RequestBody<'/api/admin/pricing/commissions/{role}', 'put'>) =>
  api.PUT('/api/admin/pricing/commissions/{role}', { params: { path: { role } }, body });

/** Saves a role's commission percent; the pricing page and the rules page's defaults refetch. */
export const useUpdateCommissionRate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCommissionRate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pricingQueryKey }),
  });
};
