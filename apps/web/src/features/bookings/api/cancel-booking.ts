import type { BookingResponse, CancelBookingInput } from '@patili/domain/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { bookingsQueryKey } from './list-bookings';

export const cancelBooking = ({
  bookingId,
  ...input
}: CancelBookingInput & { bookingId: string }) =>
  api.post<BookingResponse>(`/api/bookings/${encodeURIComponent(bookingId)}/cancel`, input);

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
