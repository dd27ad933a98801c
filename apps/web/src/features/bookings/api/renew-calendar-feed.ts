import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { calendarFeedQueryKey } from './get-calendar-feed';

export const renewCalendarFeed = () => api.POST('/api/bookings/calendar-feed');

/** Makes the provider's feed address, or a new one in place of the old (which stops working). */
export const useRenewCalendarFeed = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewCalendarFeed,
    onSuccess: (saved) => queryClient.setQueryData(calendarFeedQueryKey, saved),
  });
};
