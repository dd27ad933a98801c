import { BOOKING_PAGE_SIZE } from '@patili/domain/bookings';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { bookingsQueryKey } from './list-bookings';

export type PageParams = { page?: number; pageSize?: number };

export const listWalkHistory = (
  { page = 1, pageSize = BOOKING_PAGE_SIZE }: PageParams,
  signal?: AbortSignal,
) => api.GET('/api/bookings/walks', { params: { query: { page, pageSize } }, signal });

export const walkHistoryQueryOptions = ({ page = 1, pageSize = BOOKING_PAGE_SIZE }: PageParams) =>
  queryOptions({
    queryKey: [...bookingsQueryKey, 'walks', 'history', { page, pageSize }],
    queryFn: ({ signal }) => listWalkHistory({ page, pageSize }, signal),
    placeholderData: keepPreviousData,
  });

/** A page of the walker's completed walks, the latest first, with their recorded start and finish. */
export const useWalkHistory = (params: PageParams) => useQuery(walkHistoryQueryOptions(params));
