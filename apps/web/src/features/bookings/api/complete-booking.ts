import type { BookingResponse } from '@patili/domain/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { bookingsQueryKey } from './list-bookings';

export const completeBooking = (bookingId: string) =>
  api.post<BookingResponse>(`/api/bookings/${encodeURIComponent(bookingId)}/complete`);

/** The provider marks a confirmed booking completed once it has started; every booking list refetches. */
export const useCompleteBooking = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeBooking,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: bookingsQueryKey });
    },
  });
};
