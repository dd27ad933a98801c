import type { QuoteBookingQuery } from '@patili/domain/bookings';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export const getBookingQuote = (query: QuoteBookingQuery, signal?: AbortSignal) =>
  api.GET('/api/bookings/quote', { params: { query }, signal });

export const bookingQuoteQueryOptions = (query: QuoteBookingQuery | null) =>
  queryOptions({
    queryKey: ['booking-quote', query],
    queryFn: ({ signal }) => getBookingQuote(query as QuoteBookingQuery, signal),
    enabled: query !== null,
    staleTime: 30_000,
    // The last price stays on screen (faded) while the changed terms are priced.
    placeholderData: keepPreviousData,
    // A refused quote (no price, a day off) is an answer, not a hiccup to retry.
    retry: false,
  });

/**
 * The server's price for the terms the book screen has so far (null: not enough yet). The
 * client shows it and never computes a price itself.
 */
export const useBookingQuote = (query: QuoteBookingQuery | null) =>
  useQuery(bookingQuoteQueryOptions(query));
