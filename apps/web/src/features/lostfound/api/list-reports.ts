import { REPORT_PAGE_SIZE } from '@patili/domain/lostfound';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** Every lost-and-found query starts with this key, so one invalidation refreshes lists and details. */
export const lostfoundQueryKey = ['lostfound'] as const;

export type ReportListParams = {
  type?: 'lost' | 'found' | undefined;
  animal?: string | undefined;
  q?: string | undefined;
  page?: number;
};

const queryOf = ({
  type,
  animal,
  q,
  page = 1,
}: ReportListParams): Record<string, string | number | undefined> => ({
  type,
  animal,
  q: q?.trim() ? q.trim() : undefined,
  page,
  pageSize: REPORT_PAGE_SIZE,
});

export const listReports = (params: ReportListParams, signal?: AbortSignal) =>
  api.GET('/api/lostfound', { params: { query: queryOf(params) }, signal });

export const reportsQueryOptions = (params: ReportListParams) =>
  queryOptions({
    queryKey: [...lostfoundQueryKey, 'list', queryOf(params)],
    queryFn: ({ signal }) => listReports(params, signal),
    // Keeps the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/** A page of active reports, newest first, with the filters of the list. */
export const useReports = (params: ReportListParams) => useQuery(reportsQueryOptions(params));
