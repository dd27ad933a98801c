import type { MatingListingResponse, MatingListingUpdateInput } from '@patili/domain/mating';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { matingListingQueryKey } from './get-mating-listing';
import { matingQueryKey } from './list-mating-listings';

export const updateMatingListing = ({
  listingId,
  input,
}: {
  listingId: string;
  input: MatingListingUpdateInput;
}) =>
  api.put<MatingListingResponse>(`/api/mating/listings/${encodeURIComponent(listingId)}`, input);

/** Saves a listing; its cached detail takes the answer and the lists refetch. */
export const useUpdateMatingListing = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMatingListing,
    onSuccess: async (data) => {
      queryClient.setQueryData(matingListingQueryKey(data.listing.id), data);
      await queryClient.invalidateQueries({ queryKey: [...matingQueryKey, 'list'] });
      await queryClient.invalidateQueries({ queryKey: [...matingQueryKey, 'mine'] });
    },
  });
};
