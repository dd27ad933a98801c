import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { patientsQueryKey } from './list-patients';

export const getPatient = (petId: string, signal?: AbortSignal) =>
  api.GET('/api/patients/{petId}', { params: { path: { petId } }, signal });

export const patientQueryOptions = (petId: string) =>
  queryOptions({
    queryKey: [...patientsQueryKey, 'detail', petId],
    queryFn: ({ signal }) => getPatient(petId, signal),
  });

/** One patient with its appointments, vaccinations and visit records; 404 when it is not the vet's. */
export const usePatient = (petId: string) => useQuery(patientQueryOptions(petId));
