import type { AvailabilityQuery } from '@patili/domain/bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { bookingsQueryKey } from './list-bookings';

export const getAvailability = (query: AvailabilityQuery, signal?: AbortSignal) =>
  api.GET('/api/bookings/availability', { params: { query }, signal });

export const availabilityQueryOptions = (query: AvailabilityQuery) =>
  queryOptions({
    queryKey: [...bookingsQueryKey, 'availability', query],
    queryFn: ({ signal }) => getAvailability(query, signal),
    staleTime: 60_000,
  });

/** The days a provider marked unavailable from `from` to `to` (the caller's own without `providerId`). */
export const useAvailability = (
  query: AvailabilityQuery,
  { enabled = true }: { enabled?: boolean } = {},
) => useQuery({ ...availabilityQueryOptions(query), enabled });
