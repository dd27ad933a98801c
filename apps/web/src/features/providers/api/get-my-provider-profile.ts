import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export const getMyProviderProfile = (signal?: AbortSignal) =>
  api.GET('/api/providers/me', { signal });

/** Every query of the provider's own profile starts with this key. */
export const myProviderProfileQueryKey = ['providers', 'me'] as const;

export const myProviderProfileQueryOptions = () =>
  queryOptions({
    queryKey: myProviderProfileQueryKey,
    queryFn: ({ signal }) => getMyProviderProfile(signal),
  });

/**
 * The signed-in provider's own profile (null before the first save), location, files and summary.
 * `enabled: false` for callers that are not providers (the admin), who have no profile.
 */
export const useMyProviderProfile = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...myProviderProfileQueryOptions(), enabled });
