import type { CreateEmergencyInput } from '@patili/domain/emergencies';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { emergenciesQueryKey } from './list-emergencies';

export const createEmergency = (input: CreateEmergencyInput) =>
  api.POST('/api/emergencies', { body: input });

/** The owner sends an emergency request to a vet; the owner's list of sent requests refetches. */
export const useCreateEmergency = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEmergency,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: emergenciesQueryKey });
    },
  });
};
