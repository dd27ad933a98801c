import type { VaccinationInput, VaccinationResponse } from '@patili/domain/patients';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { patientsQueryKey } from './list-patients';

export const addVaccination = ({ petId, input }: { petId: string; input: VaccinationInput }) =>
  api.post<VaccinationResponse>(`/api/patients/${encodeURIComponent(petId)}/vaccinations`, input);

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
