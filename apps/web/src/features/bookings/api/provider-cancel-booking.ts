import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, type RequestBody } from '../../../lib/api-client';
import { bookingsQueryKey } from './list-bookings';

export const providerCancelBooking = ({
  bookingId,
  ...input
}: RequestBody<'/api/bookings/{bookingId}/provider-cancel', 'post'> & { bookingId: string }) =>
  api.POST('/api/bookings/{bookingId}/provider-cancel', {
    params: { path: { bookingId } },
    body: input,
  });

/**
 * The provider cancels a confirmed booking before its start (the owner is refunded in full and
 * offered similar providers); every booking list refetches.
 */
export const useProviderCancelBooking = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: providerCancelBooking,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: bookingsQueryKey });
    },
  });
};
