import { PATIENT_PAGE_SIZE } from '@patili/domain/patients';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { patientsQueryKey } from './list-patients';

export type VetVaccinationListParams = { page?: number; pageSize?: number };

export const listVetVaccinations = (
  { page = 1, pageSize = PATIENT_PAGE_SIZE }: VetVaccinationListParams,
  signal?: AbortSignal,
) => api.GET('/api/patients/vaccinations', { params: { query: { page, pageSize } }, signal });

export const vetVaccinationsQueryOptions = ({
  page = 1,
  pageSize = PATIENT_PAGE_SIZE,
}: VetVaccinationListParams = {}) =>
  queryOptions({
    queryKey: [...patientsQueryKey, 'vaccinations', { page, pageSize }],
    queryFn: ({ signal }) => listVetVaccinations({ page, pageSize }, signal),
    placeholderData: keepPreviousData,
  });

/** A page of the vaccinations the vet recorded, newest first (the vaccination schedule). */
export const useVetVaccinations = (params: VetVaccinationListParams = {}) =>
  useQuery(vetVaccinationsQueryOptions(params));
