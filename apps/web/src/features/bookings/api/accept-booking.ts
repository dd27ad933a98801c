import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { bookingsQueryKey } from './list-bookings';

export const acceptBooking = (bookingId: string) =>
  api.POST('/api/bookings/{bookingId}/accept', { params: { path: { bookingId } } });

/** The provider accepts a pending request (→ confirmed); every booking list refetches. */
export const useAcceptBooking = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptBooking,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: bookingsQueryKey });
    },
  });
};
