import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, type RequestBody } from '../../../lib/api-client';
import { bookingsQueryKey } from './list-bookings';

export const cancelBooking = ({
  bookingId,
  ...input
}: RequestBody<'/api/bookings/{bookingId}/cancel', 'post'> & { bookingId: string }) =>
  api.POST('/api/bookings/{bookingId}/cancel', { params: { path: { bookingId } }, body: input });

/** The owner cancels a pending, requested or confirmed booking; every booking list refetches. */
export const useCancelBooking = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: bookingsQueryKey });
    },
  });
};
