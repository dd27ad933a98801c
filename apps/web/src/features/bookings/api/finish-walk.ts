import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { bookingsQueryKey } from './list-bookings';

export const finishWalk = (bookingId: string) =>
  api.POST('/api/bookings/{bookingId}/walk/finish', { params: { path: { bookingId } } });

/**
 * The walker finishes a started walk: recorded, and the booking completed (the owner is told);
 * every booking list refetches.
 */
export const useFinishWalk = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finishWalk,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: bookingsQueryKey });
    },
  });
};
