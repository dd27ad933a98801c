import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export const getAdminStats = (signal?: AbortSignal) => api.GET('/api/admin/stats', { signal });

export const adminStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'stats'],
    queryFn: ({ signal }) => getAdminStats(signal),
  });

/** The admin dashboard's counts (admin only). */
export const useAdminStats = () => useQuery(adminStatsQueryOptions());
