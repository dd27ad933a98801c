import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, type RequestBody } from '../../../lib/api-client';
import { bookingsQueryKey } from './list-bookings';

export const createReview = ({
  bookingId,
  ...input
}: RequestBody<'/api/bookings/{bookingId}/reviews', 'post'> & { bookingId: string }) =>
  api.POST('/api/bookings/{bookingId}/reviews', { params: { path: { bookingId } }, body: input });

/** Reviews the other side of a completed booking, once; the booking lists refetch (`canReview` turns false). */
export const useCreateReview = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: bookingsQueryKey });
    },
  });
};
