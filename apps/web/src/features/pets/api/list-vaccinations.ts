import { VACCINATION_PAGE_SIZE } from '@patili/domain/pets';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { petsQueryKey } from './list-pets';

export const listVaccinations = (petId: string, page: number, signal?: AbortSignal) =>
  api.GET('/api/pets/{petId}/vaccinations', {
    params: { path: { petId }, query: { page, pageSize: VACCINATION_PAGE_SIZE } },
    signal,
  });

export const vaccinationsQueryOptions = (petId: string, page = 1) =>
  queryOptions({
    queryKey: [...petsQueryKey, 'vaccinations', petId, { page }],
    queryFn: ({ signal }) => listVaccinations(petId, page, signal),
    placeholderData: keepPreviousData,
  });

/** A page of a pet's vaccination records, newest first (read-only for the owner). */
export const useVaccinations = (petId: string, page = 1) =>
  useQuery(vaccinationsQueryOptions(petId, page));
