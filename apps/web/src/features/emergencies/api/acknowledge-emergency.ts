import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { emergenciesQueryKey } from './list-emergencies';

export const acknowledgeEmergency = ({ requestId, note }: { requestId: string; note: string }) =>
  api.POST('/api/emergencies/{requestId}/acknowledge', {
    params: { path: { requestId } },
    body: {
      note,
    },
  });

/** The vet takes a pending request (→ acknowledged), with an optional note for the owner; every emergency list refetches. */
export const useAcknowledgeEmergency = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acknowledgeEmergency,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: emergenciesQueryKey });
    },
  });
};
