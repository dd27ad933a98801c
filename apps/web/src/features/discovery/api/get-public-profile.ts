import type { ProviderRole } from '@patili/domain/access';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { discoveryQueryKey } from './browse-providers';

export const getPublicProfile = (
  providerId: string,
  kind: ProviderRole | null,
  signal?: AbortSignal,
) =>
  api.GET('/api/discovery/providers/{providerId}', {
    params: { path: { providerId }, query: { kind: kind ?? undefined } },
    signal,
  });

export const publicProfileQueryOptions = (providerId: string, kind: ProviderRole | null) =>
  queryOptions({
    queryKey: [...discoveryQueryKey, 'profile', providerId, kind],
    queryFn: ({ signal }) => getPublicProfile(providerId, kind, signal),
    staleTime: 30_000,
  });

/** A provider's public profile; a 404 carries the kind's not-found message. */
export const usePublicProfile = (providerId: string, kind: ProviderRole | null) =>
  useQuery(publicProfileQueryOptions(providerId, kind));
