import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, type RequestBody } from '../../../lib/api-client';
import { listingQueryKey } from './get-listing';
import { adoptionQueryKey } from './list-listings';

export const createListing = (input: RequestBody<'/api/adoption/listings', 'post'>) =>
  api.POST('/api/adoption/listings', { body: input });

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
