import type { CommissionRateInput, CommissionRateView } from '@patili/domain/pricing';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { pricingQueryKey } from './get-price-settings';

export const updateCommissionRate = ({ role, ...body }: { role: string } & CommissionRateInput) =>
  api.put<{ commissionRate: CommissionRateView }>(`/api/admin/pricing/commissions/${encodeURIComponent(role)}`, body);

/** Saves a role's commission percent; the pricing page and the rules page's defaults refetch. */
export const useUpdateCommissionRate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCommissionRate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pricingQueryKey }),
  });
};
