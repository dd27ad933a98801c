import type { AlertSubscriptionInput } from '@patili/domain/lostfound';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { alertSubscriptionQueryKey } from './get-alert-subscription';

export const updateAlertSubscription = (input: AlertSubscriptionInput) =>
  api.PUT('/api/lostfound/alerts', { body: input });

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
