import { MATING_PAGE_SIZE } from '@patili/domain/mating';
import type { PetSpecies } from '@patili/domain/pets';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** Every mating query starts with this key, so one invalidation refreshes lists and details. */
export const matingQueryKey = ['mating'] as const;

export type MatingListParams = {
  species?: PetSpecies | undefined;
  /** A city plate code. */
  city?: string | undefined;
  page?: number;
};

export const listMatingListings = (
  { species, city, page = 1 }: MatingListParams,
  signal?: AbortSignal,
) =>
  api.GET('/api/mating/listings', {
    params: { query: { species, city, page, pageSize: MATING_PAGE_SIZE } },
    signal,
  });

export const matingListingsQueryOptions = (params: MatingListParams) =>
  queryOptions({
    queryKey: [...matingQueryKey, 'list', params],
    queryFn: ({ signal }) => listMatingListings(params, signal),
    // Keeps the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/** A page of active listings, newest first, by species and city. */
export const useMatingListings = (params: MatingListParams) =>
  useQuery(matingListingsQueryOptions(params));
