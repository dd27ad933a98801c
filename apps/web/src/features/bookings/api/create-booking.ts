import type { BookingResponse, CreateBookingInput } from '@patili/domain/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { bookingListsQueryKey } from './list-bookings';

export const createBooking = (input: CreateBookingInput) =>
  api.post<BookingResponse>('/api/bookings', input);

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
