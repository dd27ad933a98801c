import type { ReviewInput, ReviewResponse } from '@patili/domain/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { bookingsQueryKey } from './list-bookings';

export const createReview = ({ bookingId, ...input }: ReviewInput & { bookingId: string }) =>
  api.post<ReviewResponse>(`/api/bookings/${encodeURIComponent(bookingId)}/reviews`, input);

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
