import type { AdoptionListingInput, AdoptionListingResponse } from '@patili/domain/adoption';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { listingQueryKey } from './get-listing';
import { adoptionQueryKey } from './list-listings';

export const updateListing = ({
  listingId,
  input,
}: {
  listingId: string;
  input: AdoptionListingInput;
}) =>
  api.put<AdoptionListingResponse>(
    `/api/adoption/listings/${encodeURIComponent(listingId)}`,
    input,
  );

/** Saves a listing; its cached detail takes the answer and the lists refetch. */
export const useUpdateListing = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateListing,
    onSuccess: async (data) => {
      queryClient.setQueryData(listingQueryKey(data.listing.id), data);
      await queryClient.invalidateQueries({
        queryKey: adoptionQueryKey,
        predicate: (query) => query.queryKey[1] !== 'detail',
      });
    },
  });
};
