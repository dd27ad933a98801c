import type { ProviderPerformanceDetail } from '@patili/domain/reports';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { reportsQueryKey } from './get-report';

export const getProviderPerformance = (providerId: string, signal?: AbortSignal) =>
  api.get<ProviderPerformanceDetail>(`/api/admin/performance/${encodeURIComponent(providerId)}`, { signal });

export const providerPerformanceQueryOptions = (providerId: string) =>
  queryOptions({
    queryKey: [...reportsQueryKey, 'provider', providerId],
    queryFn: ({ signal }) => getProviderPerformance(providerId, signal),
  });

/** One provider's figures, months, recent bookings and reviews. */
export const useProviderPerformance = (providerId: string) => useQuery(providerPerformanceQueryOptions(providerId));
