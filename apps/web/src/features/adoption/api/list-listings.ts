import {
  ADOPTION_PAGE_SIZE,
  adoptionListStateToSearch,
  type AdoptionListState,
} from '@patili/domain/adoption';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** Every adoption query starts with this key, so one invalidation refreshes lists and details. */
export const adoptionQueryKey = ['adoption'] as const;

/** The list's query parameters: the address's filters and page, and the page size. */
const listQuery = (state: AdoptionListState) => {
  const query: Record<string, string | number> = { pageSize: ADOPTION_PAGE_SIZE };
  for (const [key, value] of Object.entries(adoptionListStateToSearch(state)))
    if (value !== undefined) query[key] = value;
  return query;
};

export const listListings = (state: AdoptionListState, signal?: AbortSignal) =>
  api.GET('/api/adoption/listings', { params: { query: listQuery(state) }, signal });

export const listingsQueryOptions = (state: AdoptionListState) =>
  queryOptions({
    queryKey: [...adoptionQueryKey, 'list', listQuery(state)],
    queryFn: ({ signal }) => listListings(state, signal),
    // Keeps the current page on screen while the next one (or another filter) loads.
    placeholderData: keepPreviousData,
  });

/** A page of active listings matching the filters, newest first, with the total. */
export const useListings = (state: AdoptionListState) => useQuery(listingsQueryOptions(state));
