import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { securityQueryKey } from './list-alerts';

export const unblockIp = (blockId: string) =>
  api.delete<unknown>(`/api/admin/security/ip-blocks/${encodeURIComponent(blockId)}`);

/** Takes an address off the deny list. */
export const useUnblockIp = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unblockIp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityQueryKey }),
  });
};
