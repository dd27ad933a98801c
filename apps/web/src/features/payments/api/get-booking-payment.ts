import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** Every payments query starts with this key, so one invalidation refreshes them all. */
export const paymentsQueryKey = ['payments'] as const;

/** A booking's payment queries: read again whenever the booking's status changes (a cancellation settles it). */
export const bookingPaymentQueryKey = (bookingId: string) =>
  [...paymentsQueryKey, 'booking', bookingId] as const;

export const getBookingPayment = (bookingId: string, signal?: AbortSignal) =>
  api.GET('/api/payments/bookings/{bookingId}', { params: { path: { bookingId } }, signal });

export const bookingPaymentQueryOptions = ({ id, status }: BookingRef) =>
  queryOptions({
    queryKey: [...bookingPaymentQueryKey(id), status],
    queryFn: ({ signal }) => getBookingPayment(id, signal),
  });

/** The booking a payment is read for: its id, and its status (part of the query's key). */
export type BookingRef = { id: string; status: string };

/**
 * The payment of the owner's booking and the platform IBAN to transfer to (the card's panel, its
 * badge and the cancel confirmation share it).
 */
export const useBookingPayment = (
  booking: BookingRef,
  { enabled = true }: { enabled?: boolean } = {},
) => useQuery({ ...bookingPaymentQueryOptions(booking), enabled });
