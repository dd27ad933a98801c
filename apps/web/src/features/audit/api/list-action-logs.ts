import { ADMIN_ACTION_TYPES } from '@patili/domain/admin';
import { ACTION_LOG_PAGE_SIZE } from '@patili/domain/audit';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export const auditQueryKey = ['audit'] as const;

export type ActionLogParams = {
  q?: string | undefined;
  type?: string | undefined;
  adminId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
};

export const listActionLogs = (params: ActionLogParams, signal?: AbortSignal) =>
  api.GET('/api/admin/action-logs', {
    params: {
      // A type the address names that is not one of the kinds lists every kind, as "all" does.
      query: {
        ...params,
        type: ADMIN_ACTION_TYPES.find((known) => known === params.type),
        q: params.q?.trim() || undefined,
        pageSize: ACTION_LOG_PAGE_SIZE,
      },
    },
    signal,
  });

export const actionLogsQueryOptions = (params: ActionLogParams) =>
  queryOptions({
    queryKey: [...auditQueryKey, 'list', params],
    queryFn: ({ signal }) => listActionLogs(params, signal),
    placeholderData: keepPreviousData,
  });

/** A page of the admin action log, newest first, with the page's filters. */
export const useActionLogs = (params: ActionLogParams) => useQuery(actionLogsQueryOptions(params));
