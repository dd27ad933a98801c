import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, type RequestBody } from '../../../lib/api-client';
import { petQueryKey } from './get-pet';
import { petsQueryKey } from './list-pets';

export const createPet = (input: RequestBody<'/api/pets', 'post'>) =>
  api.POST('/api/pets', { body: input });

/** Adds a pet; the lists (and the dashboard's count) refetch. */
export const useCreatePet = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPet,
    onSuccess: async (data) => {
      queryClient.setQueryData(petQueryKey(data.pet.id), data);
      await queryClient.invalidateQueries({ queryKey: [...petsQueryKey, 'list'] });
    },
  });
};
