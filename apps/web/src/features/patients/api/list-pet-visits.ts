import { PATIENT_PAGE_SIZE } from '@patili/domain/patients';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { patientsQueryKey } from './list-patients';

export const listPetVisits = (
  {
    petId,
    page = 1,
    pageSize = PATIENT_PAGE_SIZE,
  }: { petId: string; page?: number; pageSize?: number },
  signal?: AbortSignal,
) => api.GET('/api/patients/visits', { params: { query: { petId, page, pageSize } }, signal });

export const petVisitsQueryOptions = (petId: string, page = 1, pageSize = PATIENT_PAGE_SIZE) =>
  queryOptions({
    queryKey: [...patientsQueryKey, 'visits', petId, { page, pageSize }],
    queryFn: ({ signal }) => listPetVisits({ petId, page, pageSize }, signal),
    placeholderData: keepPreviousData,
  });

/** The owner's view of the visit records vets wrote about one of their pets, newest first. */
export const usePetVisits = (petId: string, page = 1, pageSize = PATIENT_PAGE_SIZE) =>
  useQuery(petVisitsQueryOptions(petId, page, pageSize));
