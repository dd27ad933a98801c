import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export const accountQueryKey = ['accounts', 'me'] as const;

export const getAccount = (signal?: AbortSignal) => api.GET('/api/accounts/me', { signal });

export const accountQueryOptions = () =>
  queryOptions({ queryKey: accountQueryKey, queryFn: ({ signal }) => getAccount(signal) });

/** The signed-in user's own account (profile and settings screens). */
export const useAccount = () => useQuery(accountQueryOptions());
