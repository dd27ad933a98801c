import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { calendarFeedQueryKey } from './get-calendar-feed';

export const deleteCalendarFeed = () => api.DELETE('/api/bookings/calendar-feed');

/** Turns the provider's feed off: its address answers 404 from then on. */
export const useDeleteCalendarFeed = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCalendarFeed,
    onSuccess: () => queryClient.setQueryData(calendarFeedQueryKey, { feed: null }),
  });
};
