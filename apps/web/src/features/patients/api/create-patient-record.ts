import type { PatientRecordInput, PatientRecordResponse } from '@patili/domain/patients';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { patientsQueryKey } from './list-patients';

export const createPatientRecord = ({
  petId,
  input,
}: {
  petId: string;
  input: PatientRecordInput;
}) => api.post<PatientRecordResponse>(`/api/patients/${encodeURIComponent(petId)}/records`, input);

/** The vet writes a visit record; the patient's page and the list (last visit) refetch. */
export const useCreatePatientRecord = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPatientRecord,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: patientsQueryKey });
    },
  });
};
