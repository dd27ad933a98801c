import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { listingQueryKey } from './get-listing';
import { adoptionQueryKey } from './list-listings';

export const markAdopted = (listingId: string) =>
  api.POST('/api/adoption/listings/{listingId}/adopted', { params: { path: { listingId } } });

/** Marks a listing adopted; its detail takes the answer and the lists refetch. */
export const useMarkAdopted = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAdopted,
    onSuccess: async (data) => {
      queryClient.setQueryData(listingQueryKey(data.listing.id), data);
      await queryClient.invalidateQueries({
        queryKey: adoptionQueryKey,
        predicate: (query) => query.queryKey[1] !== 'detail',
      });
    },
  });
};
