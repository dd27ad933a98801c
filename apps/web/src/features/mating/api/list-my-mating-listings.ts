import { MATING_PAGE_SIZE } from '@patili/domain/mating';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { matingQueryKey } from './list-mating-listings';

export const listMyMatingListings = (page: number, signal?: AbortSignal) =>
  api.GET('/api/mating/my-listings', {
    params: { query: { page, pageSize: MATING_PAGE_SIZE } },
    signal,
  });

export const myMatingListingsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...matingQueryKey, 'mine', { page }],
    queryFn: ({ signal }) => listMyMatingListings(page, signal),
    placeholderData: keepPreviousData,
  });

/** A page of the owner's own listings, active and inactive, newest first. */
export const useMyMatingListings = (page: number) => useQuery(myMatingListingsQueryOptions(page));
