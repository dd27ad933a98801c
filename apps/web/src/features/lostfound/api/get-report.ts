import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { lostfoundQueryKey } from './list-reports';

export const getReport = (reportId: string, signal?: AbortSignal) =>
  api.GET('/api/lostfound/{reportId}', { params: { path: { reportId } }, signal });

export const reportQueryKey = (reportId: string) =>
  [...lostfoundQueryKey, 'detail', reportId] as const;

export const reportQueryOptions = (reportId: string) =>
  queryOptions({
    queryKey: reportQueryKey(reportId),
    queryFn: ({ signal }) => getReport(reportId, signal),
    retry: false,
  });

/** One report with its similar reports; an unknown id fails with 404 ('Rapor bulunamadı.'). */
export const useReport = (reportId: string) => useQuery(reportQueryOptions(reportId));
