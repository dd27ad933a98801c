import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, type RequestBody } from '../../../lib/api-client';
import { patientsQueryKey } from './list-patients';

export const addVaccination = ({
  petId,
  input,
}: {
  petId: string;
  input: RequestBody<'/api/patients/{petId}/vaccinations', 'post'>;
}) => api.POST('/api/patients/{petId}/vaccinations', { params: { path: { petId } }, body: input });

/** The vet records a vaccination (the owner is told); the patient's page and the schedule refetch. */
export const useAddVaccination = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addVaccination,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: patientsQueryKey });
    },
  });
};
