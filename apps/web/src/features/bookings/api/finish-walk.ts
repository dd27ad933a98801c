import type { BookingResponse } from '@patili/domain/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { bookingsQueryKey } from './list-bookings';

export const finishWalk = (bookingId: string) =>
  api.post<BookingResponse>(`/api/bookings/${encodeURIComponent(bookingId)}/walk/finish`);

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
