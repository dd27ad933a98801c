import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** Every payments query starts with this key, so one invalidation refreshes them all. */
export const paymentsQueryKey = ['payments'] as const;

export const bookingPaymentQueryKey = (bookingId: string) =>
  [...paymentsQueryKey, 'booking', bookingId] as const;

export const getBookingPayment = (bookingId: string, signal?: AbortSignal) =>
  api.GET('/api/payments/bookings/{bookingId}', { params: { path: { bookingId } }, signal });

export const bookingPaymentQueryOptions = (bookingId: string) =>
  queryOptions({
    queryKey: bookingPaymentQueryKey(bookingId),
    queryFn: ({ signal }) => getBookingPayment(bookingId, signal),
  });

/** The payment of the owner's booking and the platform IBAN to transfer to (the card's panel and badge share it). */
export const useBookingPayment = (
  bookingId: string,
  { enabled = true }: { enabled?: boolean } = {},
) => useQuery({ ...bookingPaymentQueryOptions(bookingId), enabled });
