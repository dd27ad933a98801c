import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { matingListingQueryKey } from './get-mating-listing';
import { matingQueryKey } from './list-mating-listings';

export const setMatingListingActive = ({
  listingId,
  isActive,
}: {
  listingId: string;
  isActive: boolean;
}) =>
  api.PUT('/api/mating/listings/{listingId}/active', {
    params: { path: { listingId } },
    body: { isActive },
  });

/** The my-listings toggle: puts a listing live or takes it down; the lists refetch. */
export const useSetMatingListingActive = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMatingListingActive,
    onSuccess: async (data) => {
      queryClient.setQueryData(matingListingQueryKey(data.listing.id), data);
      await queryClient.invalidateQueries({ queryKey: [...matingQueryKey, 'list'] });
      await queryClient.invalidateQueries({ queryKey: [...matingQueryKey, 'mine'] });
    },
  });
};
