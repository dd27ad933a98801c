import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, type RequestBody } from '../../../lib/api-client';
import { bookingsQueryKey } from './list-bookings';

export const rejectBooking = ({
  bookingId,
  ...input
}: RequestBody<'/api/bookings/{bookingId}/reject', 'post'> & { bookingId: string }) =>
  api.POST('/api/bookings/{bookingId}/reject', { params: { path: { bookingId } }, body: input });

/** The provider rejects a pending request (→ cancelled, reason rejected); every booking list refetches. */
export const useRejectBooking = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectBooking,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: bookingsQueryKey });
    },
  });
};
