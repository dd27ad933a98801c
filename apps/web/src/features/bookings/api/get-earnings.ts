import { BOOKING_PAGE_SIZE } from '@patili/domain/bookings';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { bookingsQueryKey } from './list-bookings';
import type { PageParams } from './list-walk-history';

export const getEarnings = (
  { page = 1, pageSize = BOOKING_PAGE_SIZE }: PageParams,
  signal?: AbortSignal,
) => api.GET('/api/bookings/earnings', { params: { query: { page, pageSize } }, signal });

export const earningsQueryOptions = ({ page = 1, pageSize = BOOKING_PAGE_SIZE }: PageParams) =>
  queryOptions({
    queryKey: [...bookingsQueryKey, 'earnings', { page, pageSize }],
    queryFn: ({ signal }) => getEarnings({ page, pageSize }, signal),
    placeholderData: keepPreviousData,
  });

/** A page of the provider's completed bookings with the totals over all of them and this week. */
export const useEarnings = (params: PageParams) => useQuery(earningsQueryOptions(params));
