import type { CommissionRule, CommissionRuleInput } from '@patili/domain/pricing';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { pricingQueryKey } from './get-price-settings';

export const createCommissionRule = (input: CommissionRuleInput) => api.post<{ rule: CommissionRule }>('/api/admin/commission-rules', input);

/** Adds an override rule; the rule list refetches. */
export const useCreateCommissionRule = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCommissionRule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...pricingQueryKey, 'rules'] }),
  });
};
