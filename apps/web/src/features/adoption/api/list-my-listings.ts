import { ADOPTION_MY_PAGE_SIZE } from '@patili/domain/adoption';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { adoptionQueryKey } from './list-listings';

export const listMyListings = (page: number, signal?: AbortSignal) =>
  api.GET('/api/adoption/listings/mine', {
    params: { query: { page, pageSize: ADOPTION_MY_PAGE_SIZE } },
    signal,
  });

export const myListingsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...adoptionQueryKey, 'mine', page],
    queryFn: ({ signal }) => listMyListings(page, signal),
    placeholderData: keepPreviousData,
  });

/** The caller's own listings in every status, newest first (profile and account settings). */
export const useMyListings = (page: number) => useQuery(myListingsQueryOptions(page));
