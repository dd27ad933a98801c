import type { PublicConfig } from '@patili/domain/config';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export const getPublicConfig = (signal?: AbortSignal) => api.get<PublicConfig>('/api/config', { signal });

/** Which sign-in providers and developer tools the server has switched on. */
export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['config'],
    queryFn: ({ signal }) => getPublicConfig(signal),
    staleTime: Infinity,
  });

export const usePublicConfig = () => useQuery(publicConfigQueryOptions());
