import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export const getMyDashboard = (signal?: AbortSignal) => api.GET('/api/dashboards/me', { signal });

export const myDashboardQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboards', 'me'],
    queryFn: ({ signal }) => getMyDashboard(signal),
    select: (data) => data.dashboard,
  });

/** The caller's dashboard numbers for their role (one request for every panel of the screen). */
export const useMyDashboard = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...myDashboardQueryOptions(), enabled });
