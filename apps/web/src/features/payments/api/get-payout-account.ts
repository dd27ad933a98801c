import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { paymentsQueryKey } from './get-booking-payment';

export const payoutAccountQueryKey = [...paymentsQueryKey, 'payout-account'] as const;

export const getPayoutAccount = (signal?: AbortSignal) =>
  api.GET('/api/payments/payout-account', { signal });

export const payoutAccountQueryOptions = () =>
  queryOptions({
    queryKey: payoutAccountQueryKey,
    queryFn: ({ signal }) => getPayoutAccount(signal),
  });

/** The provider's own payout IBAN (null until they save one). */
export const usePayoutAccount = () => useQuery(payoutAccountQueryOptions());
