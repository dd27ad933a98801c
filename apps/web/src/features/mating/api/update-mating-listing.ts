import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, type RequestBody } from '../../../lib/api-client';
import { matingListingQueryKey } from './get-mating-listing';
import { matingQueryKey } from './list-mating-listings';

export const updateMatingListing = ({
  listingId,
  input,
}: {
  listingId: string;
  input: RequestBody<'/api/mating/listings/{listingId}', 'put'>;
}) => api.PUT('/api/mating/listings/{listingId}', { params: { path: { listingId } }, body: input });

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
