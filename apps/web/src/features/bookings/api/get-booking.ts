import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { bookingsQueryKey } from './list-bookings';

export const getBooking = (bookingId: string, signal?: AbortSignal) =>
  api.GET('/api/bookings/{bookingId}', { params: { path: { bookingId } }, signal });

export const bookingQueryOptions = (bookingId: string) =>
  queryOptions({
    queryKey: [...bookingsQueryKey, 'detail', bookingId],
    queryFn: async ({ signal }) => (await getBooking(bookingId, signal)).booking,
  });

/** One booking of the caller's (its owner or its provider); a change to any booking refreshes it. */
export const useBooking = (bookingId: string) => useQuery(bookingQueryOptions(bookingId));
