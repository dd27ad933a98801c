import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { petQueryKey } from './get-pet';
import { petsQueryKey } from './list-pets';

export const deletePet = (petId: string) =>
  api.DELETE('/api/pets/{petId}', { params: { path: { petId } } });

/** Deletes a pet (with its records and photo); its cache goes and the lists refetch. */
export const useDeletePet = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePet,
    onSuccess: async (_data, petId) => {
      queryClient.removeQueries({ queryKey: petQueryKey(petId) });
      queryClient.removeQueries({ queryKey: [...petsQueryKey, 'vaccinations', petId] });
      await queryClient.invalidateQueries({ queryKey: [...petsQueryKey, 'list'] });
    },
  });
};
