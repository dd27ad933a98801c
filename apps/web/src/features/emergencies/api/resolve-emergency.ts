import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { emergenciesQueryKey } from './list-emergencies';

export const resolveEmergency = ({ requestId, note }: { requestId: string; note: string }) =>
  api.POST('/api/emergencies/{requestId}/resolve', {
    params: { path: { requestId } },
    body: {
      note,
    },
  });

/** The vet marks an acknowledged request resolved (→ resolved), with an optional note for the owner; every emergency list refetches. */
export const useResolveEmergency = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveEmergency,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: emergenciesQueryKey });
    },
  });
};
