import type { ProviderRole } from '@patili/domain/access';
import { PERFORMANCE_PAGE_SIZE, type PerformanceSort } from '@patili/domain/reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { reportsQueryKey } from './get-report';

export type PerformanceParams = {
  kind: ProviderRole;
  sort: PerformanceSort;
  dir: 'asc' | 'desc';
  q: string;
  page: number;
};

const queryOf = ({ kind, sort, dir, q, page }: PerformanceParams) => ({
  kind,
  sort,
  dir,
  q: q.trim() === '' ? undefined : q.trim(),
  page,
  pageSize: PERFORMANCE_PAGE_SIZE,
});

export const listPerformance = (params: PerformanceParams, signal?: AbortSignal) =>
  api.GET('/api/admin/performance', { params: { query: queryOf(params) }, signal });

export const performanceQueryOptions = (params: PerformanceParams) =>
  queryOptions({
    queryKey: [...reportsQueryKey, 'performance', queryOf(params)],
    queryFn: ({ signal }) => listPerformance(params, signal),
    placeholderData: keepPreviousData,
  });

/** A page of one kind's providers with their figures, sorted and searched on the server. */
export const usePerformance = (params: PerformanceParams) =>
  useQuery(performanceQueryOptions(params));
