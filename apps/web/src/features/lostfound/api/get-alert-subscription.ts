import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { lostfoundQueryKey } from './list-reports';

export const alertSubscriptionQueryKey = [...lostfoundQueryKey, 'alerts'] as const;

export const getAlertSubscription = (signal?: AbortSignal) =>
  api.GET('/api/lostfound/alerts', { signal });

export const alertSubscriptionQueryOptions = () =>
  queryOptions({
    queryKey: alertSubscriptionQueryKey,
    queryFn: ({ signal }) => getAlertSubscription(signal),
  });

/** The caller's lost-pet alert for their district (off by default). */
export const useAlertSubscription = () => useQuery(alertSubscriptionQueryOptions());
