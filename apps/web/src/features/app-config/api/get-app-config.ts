import type { AppConfig } from '@patili/domain/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** Which sign-in providers and developer tools the server has switched on. */
export const appConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['app-config'],
    queryFn: ({ signal }) => api.get<AppConfig>('/api/config', { signal }),
    staleTime: Infinity,
  });

export const useAppConfig = () => useQuery(appConfigQueryOptions());
