import type { PetInput, PetResponse } from '@patili/domain/pets';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { petQueryKey } from './get-pet';
import { petsQueryKey } from './list-pets';

export const updatePet = ({ petId, input }: { petId: string; input: PetInput }) =>
  api.put<PetResponse>(`/api/pets/${encodeURIComponent(petId)}`, input);

/** Saves a pet; its cached detail takes the answer and the lists refetch. */
export const useUpdatePet = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePet,
    onSuccess: async (data) => {
      queryClient.setQueryData(petQueryKey(data.pet.id), data);
      await queryClient.invalidateQueries({ queryKey: [...petsQueryKey, 'list'] });
    },
  });
};
