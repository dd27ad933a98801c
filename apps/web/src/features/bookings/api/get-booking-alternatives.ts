import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { bookingsQueryKey } from './list-bookings';

export const getBookingAlternatives = (bookingId: string, signal?: AbortSignal) =>
  api.GET('/api/bookings/{bookingId}/alternatives', { params: { path: { bookingId } }, signal });

/**
 * Up to three providers of the same kind free at the time of a booking its provider cancelled,
 * for its owner (read when the card shows them; fresh for a minute).
 */
export const useBookingAlternatives = (bookingId: string, { enabled }: { enabled: boolean }) =>
  useQuery({
    queryKey: [...bookingsQueryKey, 'alternatives', bookingId],
    queryFn: async ({ signal }) => (await getBookingAlternatives(bookingId, signal)).items,
    enabled,
    staleTime: 60_000,
  });
