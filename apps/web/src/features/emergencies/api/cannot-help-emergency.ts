import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { emergenciesQueryKey } from './list-emergencies';

export const cannotHelpEmergency = ({ requestId, note }: { requestId: string; note: string }) =>
  api.POST('/api/emergencies/{requestId}/cannot-help', {
    params: { path: { requestId } },
    body: {
      note,
    },
  });

/** The vet says they cannot help with a pending request (→ cannot_help), with an optional note for the owner; every emergency list refetches. */
export const useCannotHelpEmergency = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cannotHelpEmergency,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: emergenciesQueryKey });
    },
  });
};
