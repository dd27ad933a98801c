import type { ProviderRole } from '@patili/domain/access';
import { browseStateToQuery, type BrowseState, type ProviderPage } from '@patili/domain/discovery';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export const discoveryQueryKey = ['discovery'] as const;

export const browseProviders = (kind: ProviderRole, state: BrowseState, signal?: AbortSignal) =>
  api.get<ProviderPage>('/api/discovery/providers', { query: browseStateToQuery(kind, state), signal });

export const browseProvidersQueryOptions = (kind: ProviderRole, state: BrowseState) =>
  queryOptions({
    queryKey: [...discoveryQueryKey, 'browse', kind, browseStateToQuery(kind, state)],
    queryFn: ({ signal }) => browseProviders(kind, state, signal),
    // The current cards stay on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** One page of providers of a kind for the browse screen's filters, sort and page. */
export const useBrowseProviders = (kind: ProviderRole, state: BrowseState) => useQuery(browseProvidersQueryOptions(kind, state));
