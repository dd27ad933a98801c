import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, type RequestBody } from '../../../lib/api-client';
import { petsQueryKey } from './list-pets';

export const addOwnVaccination = ({
  petId,
  input,
}: {
  petId: string;
  input: RequestBody<'/api/pets/{petId}/vaccinations', 'post'>;
}) => api.POST('/api/pets/{petId}/vaccinations', { params: { path: { petId } }, body: input });

/** The owner records a dose given elsewhere; the pet's vaccination list refetches. */
export const useAddOwnVaccination = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addOwnVaccination,
    onSuccess: async (_saved, { petId }) => {
      await queryClient.invalidateQueries({ queryKey: [...petsQueryKey, 'vaccinations', petId] });
    },
  });
};
