import type { CommissionRule } from '@patili/domain/pricing';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { pricingQueryKey } from './get-price-settings';

export const changeCommissionRule = ({ ruleId, isActive }: { ruleId: string; isActive: boolean }) =>
  api.patch<{ rule: CommissionRule }>(`/api/admin/commission-rules/${encodeURIComponent(ruleId)}`, { isActive });

/** Activates or deactivates a rule; the rule list refetches. */
export const useChangeCommissionRule = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeCommissionRule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...pricingQueryKey, 'rules'] }),
  });
};
