import { PAYMENT_QUEUE_PAGE_SIZE, type PaymentQueue } from '@patili/domain/payments';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { paymentsQueryKey } from './get-booking-payment';

export const paymentQueueQueryKey = [...paymentsQueryKey, 'queue'] as const;

export const listPaymentQueue = (
  { queue, page }: { queue: PaymentQueue; page: number },
  signal?: AbortSignal,
) =>
  api.GET('/api/admin/payments', {
    params: { query: { queue, page, pageSize: PAYMENT_QUEUE_PAGE_SIZE } },
    signal,
  });

export const paymentQueueQueryOptions = (params: { queue: PaymentQueue; page: number }) =>
  queryOptions({
    queryKey: [...paymentQueueQueryKey, params.queue, params.page],
    queryFn: ({ signal }) => listPaymentQueue(params, signal),
    // Keeps the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/** A finance queue (admin), a page at a time, oldest first. */
export const usePaymentQueue = (params: { queue: PaymentQueue; page: number }) =>
  useQuery(paymentQueueQueryOptions(params));
