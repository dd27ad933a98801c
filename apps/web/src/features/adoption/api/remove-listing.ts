import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { listingQueryKey } from './get-listing';
import { adoptionQueryKey } from './list-listings';

export const removeListing = (listingId: string) =>
  api.POST('/api/admin/adoption/listings/{listingId}/remove', { params: { path: { listingId } } });

/** The admin takes a listing down; its detail takes the answer and the lists refetch. */
export const useRemoveListing = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeListing,
    onSuccess: async (data) => {
      queryClient.setQueryData(listingQueryKey(data.listing.id), data);
      await queryClient.invalidateQueries({
        queryKey: adoptionQueryKey,
        predicate: (query) => query.queryKey[1] !== 'detail',
      });
    },
  });
};
