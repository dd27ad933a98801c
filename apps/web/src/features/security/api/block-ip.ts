import type { IpBlockInput } from '@patili/domain/security';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { securityQueryKey } from './list-alerts';

export const blockIp = (input: IpBlockInput) =>
  api.POST('/api/admin/security/ip-blocks', { body: input });

/** Puts an address on the deny list; the blocks and the alerts (their "blocked" mark) follow. */
export const useBlockIp = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockIp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityQueryKey }),
  });
};
