import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, type RequestBody } from '../../../lib/api-client';
import { patientsQueryKey } from './list-patients';

export const createPatientRecord = ({
  petId,
  input,
}: {
  petId: string;
  input: RequestBody<'/api/patients/{petId}/records', 'post'>;
}) => api.POST('/api/patients/{petId}/records', { params: { path: { petId } }, body: input });

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
