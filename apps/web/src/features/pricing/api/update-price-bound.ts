import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, type RequestBody } from '../../../lib/api-client';
import { pricingQueryKey } from './get-price-settings';

export const updatePriceBound = ({
  role,
  ...body
}: { role: string } & RequestBody<'/api/admin/pricing/bounds/{role}', 'put'>) =>
  api.PUT('/api/admin/pricing/bounds/{role}', { params: { path: { role } }, body });

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
