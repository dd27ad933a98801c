import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { reportsQueryKey } from './get-report';

export const getProviderPerformance = (providerId: string, signal?: AbortSignal) =>
  api.GET('/api/admin/performance/{id}', { params: { path: { id: providerId } }, signal });

export const providerPerformanceQueryOptions = (providerId: string) =>
  queryOptions({
    queryKey: [...reportsQueryKey, 'provider', providerId],
    queryFn: ({ signal }) => getProviderPerformance(providerId, signal),
  });

/** One provider's figures, months, recent bookings and reviews. */
export const useProviderPerformance = (providerId: string) =>
  useQuery(providerPerformanceQueryOptions(providerId));
