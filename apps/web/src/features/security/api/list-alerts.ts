import {
  SECURITY_PAGE_SIZE,
  type SecurityAlertSeverity,
  type SecurityAlertStatus,
  type SecurityAlertType,
} from '@patili/domain/security';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** Every query of the security page starts with this key, so an action can refresh them all. */
export const securityQueryKey = ['security'] as const;
export const alertsQueryKey = [...securityQueryKey, 'alerts'] as const;

export type AlertListParams = {
  q: string | undefined;
  status: SecurityAlertStatus | undefined;
  type: SecurityAlertType | undefined;
  severity: SecurityAlertSeverity | undefined;
  page: number;
};

export const listAlerts = (
  { q, status, type, severity, page }: AlertListParams,
  signal?: AbortSignal,
) =>
  api.GET('/api/admin/security/alerts', {
    params: { query: { q, status, type, severity, page, pageSize: SECURITY_PAGE_SIZE } },
    signal,
  });

export const alertsQueryOptions = (params: AlertListParams) =>
  queryOptions({
    queryKey: [...alertsQueryKey, 'list', params],
    queryFn: ({ signal }) => listAlerts(params, signal),
    placeholderData: keepPreviousData,
    // New alerts arrive from the detectors while the page is open.
    refetchInterval: 30_000,
  });

/** The alerts, newest first, searched and filtered on the server, with the open ones by severity. */
export const useAlerts = (params: AlertListParams) => useQuery(alertsQueryOptions(params));
