import type { AdoptionListingResponse } from '@patili/domain/adoption';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { listingQueryKey } from './get-listing';
import { adoptionQueryKey } from './list-listings';

export const markAdopted = (listingId: string) =>
  api.post<AdoptionListingResponse>(
    `/api/adoption/listings/${encodeURIComponent(listingId)}/adopted`,
  );

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
