import type { ProviderRole } from '@patili/domain/access';
import type { ProviderProfile } from '@patili/domain/discovery';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { discoveryQueryKey } from './browse-providers';

export const getProviderProfile = (providerId: string, kind: ProviderRole | null, signal?: AbortSignal) =>
  api.get<ProviderProfile>(`/api/discovery/providers/${encodeURIComponent(providerId)}`, { query: { kind: kind ?? undefined }, signal });

export const providerProfileQueryOptions = (providerId: string, kind: ProviderRole | null) =>
  queryOptions({
    queryKey: [...discoveryQueryKey, 'profile', providerId, kind],
    queryFn: ({ signal }) => getProviderProfile(providerId, kind, signal),
    staleTime: 30_000,
  });

/** A provider's public profile; a 404 carries the kind's not-found message. */
export const useProviderProfile = (providerId: string, kind: ProviderRole | null) =>
  useQuery(providerProfileQueryOptions(providerId, kind));
