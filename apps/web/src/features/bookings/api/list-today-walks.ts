import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { bookingsQueryKey } from './list-bookings';

export const listTodayWalks = (signal?: AbortSignal) =>
  api.GET('/api/bookings/walks/today', { signal });

export const todayWalksQueryOptions = () =>
  queryOptions({
    queryKey: [...bookingsQueryKey, 'walks', 'today'],
    queryFn: ({ signal }) => listTodayWalks(signal),
    // A walk's start window opens as the day goes on: the list follows without a reload.
    refetchInterval: 60_000,
  });

/** The walker's walks starting today in Istanbul, in start order, with what may be done with each. */
export const useTodayWalks = () => useQuery(todayWalksQueryOptions());
