import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, type RequestBody } from '../../../lib/api-client';
import { matingListingQueryKey } from './get-mating-listing';
import { matingQueryKey } from './list-mating-listings';

export const createMatingListing = (input: RequestBody<'/api/mating/listings', 'post'>) =>
  api.POST('/api/mating/listings', { body: input });

/** Publishes a listing; the lists refetch. */
export const useCreateMatingListing = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMatingListing,
    onSuccess: async (data) => {
      queryClient.setQueryData(matingListingQueryKey(data.listing.id), data);
      await queryClient.invalidateQueries({ queryKey: [...matingQueryKey, 'list'] });
      await queryClient.invalidateQueries({ queryKey: [...matingQueryKey, 'mine'] });
    },
  });
};
