import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { bookingsQueryKey } from './list-bookings';

export const calendarFeedQueryKey = [...bookingsQueryKey, 'calendar-feed'] as const;

export const getCalendarFeed = (signal?: AbortSignal) =>
  api.GET('/api/bookings/calendar-feed', { signal });

export const calendarFeedQueryOptions = () =>
  queryOptions({
    queryKey: calendarFeedQueryKey,
    queryFn: ({ signal }) => getCalendarFeed(signal),
  });

/** The provider's private calendar feed address, or `{ feed: null }`. */
export const useCalendarFeed = () => useQuery(calendarFeedQueryOptions());
