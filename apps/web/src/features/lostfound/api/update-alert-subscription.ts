import type { AlertSubscription, AlertSubscriptionInput } from '@patili/domain/lostfound';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { alertSubscriptionQueryKey } from './get-alert-subscription';

export const updateAlertSubscription = (input: AlertSubscriptionInput) =>
  api.put<AlertSubscription>('/api/lostfound/alerts', input);

/** Turns the district alert on or off; the cached setting takes the answer. */
export const useUpdateAlertSubscription = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAlertSubscription,
    onSuccess: (data) => {
      queryClient.setQueryData(alertSubscriptionQueryKey, data);
    },
  });
};
