import type { BookingResponse, RejectBookingInput } from '@patili/domain/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { bookingsQueryKey } from './list-bookings';

export const rejectBooking = ({
  bookingId,
  ...input
}: RejectBookingInput & { bookingId: string }) =>
  api.post<BookingResponse>(`/api/bookings/${encodeURIComponent(bookingId)}/reject`, input);

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
