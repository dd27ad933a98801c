import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, type RequestBody } from '../../../lib/api-client';
import { petQueryKey } from './get-pet';
import { petsQueryKey } from './list-pets';

export const updatePet = ({
  petId,
  input,
}: {
  petId: string;
  input: RequestBody<'/api/pets/{petId}', 'put'>;
}) => api.PUT('/api/pets/{petId}', { params: { path: { petId } }, body: input });

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
