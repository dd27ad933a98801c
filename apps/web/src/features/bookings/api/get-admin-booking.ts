import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { adminBookingsQueryKey } from './list-admin-bookings';

export const getAdminBooking = (bookingId: string, signal?: AbortSignal) =>
  api.GET('/api/admin/bookings/{bookingId}', { params: { path: { bookingId } }, signal });

export const adminBookingQueryOptions = (bookingId: string) =>
  queryOptions({
    queryKey: [...adminBookingsQueryKey, 'detail', bookingId],
    queryFn: ({ signal }) => getAdminBooking(bookingId, signal),
  });

/** One booking's details for the admin's modal (price breakdown, status times, payment). */
export const useAdminBooking = (bookingId: string | null) =>
  useQuery({ ...adminBookingQueryOptions(bookingId ?? ''), enabled: bookingId !== null });
