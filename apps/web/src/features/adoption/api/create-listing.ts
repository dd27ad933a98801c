import type { AdoptionListingInput, AdoptionListingResponse } from '@patili/domain/adoption';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { listingQueryKey } from './get-listing';
import { adoptionQueryKey } from './list-listings';

export const createListing = (input: AdoptionListingInput) =>
  api.post<AdoptionListingResponse>('/api/adoption/listings', input);

/** Posts a listing; the lists refetch. */
export const useCreateListing = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createListing,
    onSuccess: async (data) => {
      queryClient.setQueryData(listingQueryKey(data.listing.id), data);
      await queryClient.invalidateQueries({
        queryKey: adoptionQueryKey,
        predicate: (query) => query.queryKey[1] !== 'detail',
      });
    },
  });
};
