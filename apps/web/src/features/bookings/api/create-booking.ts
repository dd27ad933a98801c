import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, type RequestBody } from '../../../lib/api-client';
import { bookingListsQueryKey } from './list-bookings';

export const createBooking = (input: RequestBody<'/api/bookings', 'post'>) =>
  api.POST('/api/bookings', { body: input });

/** Sends a booking request (the server sets it pending and prices it); the lists refetch. */
export const useCreateBooking = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: bookingListsQueryKey });
    },
  });
};
