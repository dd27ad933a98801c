import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { securityQueryKey } from './list-alerts';

export const unblockIp = (blockId: string) =>
  api.DELETE('/api/admin/security/ip-blocks/{blockId}', { params: { path: { blockId } } });

/** Takes an address off the deny list. */
export const useUnblockIp = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unblockIp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityQueryKey }),
  });
};
