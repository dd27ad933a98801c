import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { listingQueryKey } from './get-listing';
import { adoptionQueryKey } from './list-listings';

export const deleteListing = (listingId: string) =>
  api.DELETE('/api/adoption/listings/{listingId}', { params: { path: { listingId } } });

/** Deletes a listing (with its photos); its cache goes and the lists refetch. */
export const useDeleteListing = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteListing,
    onSuccess: async (_data, listingId) => {
      queryClient.removeQueries({ queryKey: listingQueryKey(listingId) });
      await queryClient.invalidateQueries({ queryKey: adoptionQueryKey });
    },
  });
};
