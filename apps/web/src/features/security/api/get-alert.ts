import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { alertsQueryKey } from './list-alerts';

export const alertQueryKey = (alertId: string) => [...alertsQueryKey, 'one', alertId] as const;

export const getAlert = (alertId: string, signal?: AbortSignal) =>
  api.GET('/api/admin/security/alerts/{alertId}', { params: { path: { alertId } }, signal });

/** One alert for the detail dialog (only while one is open). */
export const useAlert = (alertId: string | null) =>
  useQuery(
    queryOptions({
      queryKey: alertQueryKey(alertId ?? ''),
      queryFn: ({ signal }) => getAlert(alertId ?? '', signal),
      enabled: alertId !== null,
    }),
  );
