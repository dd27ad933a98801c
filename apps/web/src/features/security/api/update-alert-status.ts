import type { SecurityAlertStatus } from '@patili/domain/security';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { alertQueryKey } from './get-alert';
import { alertsQueryKey } from './list-alerts';

export const updateAlertStatus = ({
  alertId,
  status,
}: {
  alertId: string;
  status: SecurityAlertStatus;
}) =>
  api.PATCH('/api/admin/security/alerts/{alertId}', {
    params: { path: { alertId } },
    body: { status },
  });

/** The admin moves an alert on (acknowledged, investigating, resolved, false positive). */
export const useUpdateAlertStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAlertStatus,
    onSuccess: async (alert) => {
      queryClient.setQueryData(alertQueryKey(alert.id), alert);
      await queryClient.invalidateQueries({ queryKey: [...alertsQueryKey, 'list'] });
    },
  });
};
