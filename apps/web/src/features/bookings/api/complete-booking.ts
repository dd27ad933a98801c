import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { bookingsQueryKey } from './list-bookings';

export const completeBooking = (bookingId: string) =>
  api.POST('/api/bookings/{bookingId}/complete', { params: { path: { bookingId } } });

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
