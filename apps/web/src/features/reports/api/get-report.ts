import type { ReportBucket, ReportPeriod } from '@patili/domain/reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** Every figures query starts with this key. */
export const reportsQueryKey = ['admin', 'reports'] as const;

export type ReportParams = ReportPeriod & { bucket?: ReportBucket | undefined };

export const getReport = ({ from, to, bucket }: ReportParams, signal?: AbortSignal) =>
  api.GET('/api/admin/reports', { params: { query: { from, to, bucket } }, signal });

export const reportQueryOptions = (params: ReportParams) =>
  queryOptions({
    queryKey: [...reportsQueryKey, 'period', params.from, params.to, params.bucket ?? 'auto'],
    queryFn: ({ signal }) => getReport(params, signal),
    // The figures of the last period stay on screen while the next period's load.
    placeholderData: keepPreviousData,
  });

/** The report of a period (admin only). */
export const useReport = (params: ReportParams) => useQuery(reportQueryOptions(params));
