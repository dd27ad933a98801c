import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { matingListingQueryKey } from './get-mating-listing';
import { matingQueryKey } from './list-mating-listings';

export const deleteMatingListing = (listingId: string) =>
  api.DELETE('/api/mating/listings/{listingId}', { params: { path: { listingId } } });

/** Deletes a listing (with its conversations); its cache goes and the lists refetch. */
export const useDeleteMatingListing = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMatingListing,
    onSuccess: async (_data, listingId) => {
      queryClient.removeQueries({ queryKey: matingListingQueryKey(listingId) });
      await queryClient.invalidateQueries({ queryKey: [...matingQueryKey, 'list'] });
      await queryClient.invalidateQueries({ queryKey: [...matingQueryKey, 'mine'] });
    },
  });
};
