import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { adoptionQueryKey } from './list-listings';

export const getListing = (listingId: string, signal?: AbortSignal) =>
  api.GET('/api/adoption/listings/{listingId}', { params: { path: { listingId } }, signal });

export const listingQueryKey = (listingId: string) =>
  [...adoptionQueryKey, 'detail', listingId] as const;

export const listingQueryOptions = (listingId: string) =>
  queryOptions({
    queryKey: listingQueryKey(listingId),
    queryFn: ({ signal }) => getListing(listingId, signal),
    retry: false,
  });

/** One listing; unknown, removed (for others) or malformed ids fail with 404. */
export const useListing = (listingId: string) => useQuery(listingQueryOptions(listingId));
