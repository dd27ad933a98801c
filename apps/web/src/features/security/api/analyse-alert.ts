import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { alertQueryKey } from './get-alert';
import { alertsQueryKey } from './list-alerts';

export const analyseAlert = (alertId: string) =>
  api.POST('/api/admin/security/alerts/{alertId}/analysis', { params: { path: { alertId } } });

/**
 * Runs the analysis (it sets the alert investigating and stores the analysis): the configured model's, or the
 * built-in rules' when none is configured. The answer is the alert with its analysis.
 */
export const useAnalyseAlert = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: analyseAlert,
    onSuccess: async (alert) => {
      queryClient.setQueryData(alertQueryKey(alert.id), alert);
      await queryClient.invalidateQueries({ queryKey: [...alertsQueryKey, 'list'] });
    },
  });
};
