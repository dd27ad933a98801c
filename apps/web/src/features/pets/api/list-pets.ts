import { PET_PAGE_SIZE } from '@patili/domain/pets';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** Every pet query starts with this key, so one invalidation refreshes lists, details and records. */
export const petsQueryKey = ['pets'] as const;

export type PetListParams = { page?: number; pageSize?: number };

export const listPets = (
  { page = 1, pageSize = PET_PAGE_SIZE }: PetListParams,
  signal?: AbortSignal,
) => api.GET('/api/pets', { params: { query: { page, pageSize } }, signal });

export const petsQueryOptions = ({ page = 1, pageSize = PET_PAGE_SIZE }: PetListParams = {}) =>
  queryOptions({
    queryKey: [...petsQueryKey, 'list', { page, pageSize }],
    queryFn: ({ signal }) => listPets({ page, pageSize }, signal),
    // Keeps the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/** A page of the owner's pets, oldest first, with the total. */
export const usePets = (params: PetListParams = {}) => useQuery(petsQueryOptions(params));
