import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { pricingQueryKey } from './get-price-settings';

export const changeCommissionRule = ({ ruleId, isActive }: { ruleId: string; isActive: boolean }) =>
  api.PATCH('/api/admin/commission-rules/{ruleId}', {
    params: { path: { ruleId } },
    body: { isActive },
  });

/** Activates or deactivates a rule; the rule list refetches. */
export const useChangeCommissionRule = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeCommissionRule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...pricingQueryKey, 'rules'] }),
  });
};
