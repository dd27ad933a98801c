import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export const myVerificationQueryKey = ['providers', 'me', 'verification'] as const;

export const getMyVerification = (signal?: AbortSignal) => api.GET('/api/providers/me/verification', { signal });

export const myVerificationQueryOptions = () =>
  queryOptions({
    queryKey: myVerificationQueryKey,
    queryFn: ({ signal }) => getMyVerification(signal),
  });

/** Where the provider's own verification stands, and each document their kind needs. */
export const useMyVerification = () => useQuery(myVerificationQueryOptions());
