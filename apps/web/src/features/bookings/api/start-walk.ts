import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { bookingsQueryKey } from './list-bookings';

export const startWalk = (bookingId: string) =>
  api.POST('/api/bookings/{bookingId}/walk/start', { params: { path: { bookingId } } });

/** The walker starts a confirmed walk (recorded on the server); every booking list refetches. */
export const useStartWalk = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startWalk,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: bookingsQueryKey });
    },
  });
};
