import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, type RequestBody } from '../../../lib/api-client';
import { pricingQueryKey } from './get-price-settings';

export const createCommissionRule = (input: RequestBody<'/api/admin/commission-rules', 'post'>) =>
  api.POST('/api/admin/commission-rules', { body: input });

/** Adds an override rule; the rule list refetches. */
export const useCreateCommissionRule = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCommissionRule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...pricingQueryKey, 'rules'] }),
  });
};
