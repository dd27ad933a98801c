import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { matingQueryKey } from './list-mating-listings';

export const getMatingListing = (listingId: string, signal?: AbortSignal) =>
  api.GET('/api/mating/listings/{listingId}', { params: { path: { listingId } }, signal });

export const matingListingQueryKey = (listingId: string) =>
  [...matingQueryKey, 'detail', listingId] as const;

export const matingListingQueryOptions = (listingId: string) =>
  queryOptions({
    queryKey: matingListingQueryKey(listingId),
    queryFn: ({ signal }) => getMatingListing(listingId, signal),
  });

/** One listing; an unknown one (or another owner's inactive one) fails with 404. */
export const useMatingListing = (listingId: string) =>
  useQuery(matingListingQueryOptions(listingId));
