import type { ProviderRole } from '@patili/domain/access';
import { browseStateToQuery, type BrowseState } from '@patili/domain/discovery';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api, type RequestQuery } from '../../../lib/api-client';

export const discoveryQueryKey = ['discovery'] as const;

export const browseProviders = (kind: ProviderRole, state: BrowseState, signal?: AbortSignal) =>
  api.GET('/api/discovery/providers', {
    // The domain writes the query as address text (its tests parse it with `browseQuerySchema`,
    // the schema behind this contract), so its numbers are strings here.
    params: {
      query: browseStateToQuery(kind, state) as unknown as RequestQuery<
        '/api/discovery/providers',
        'get'
      >,
    },
    signal,
  });

export const browseProvidersQueryOptions = (kind: ProviderRole, state: BrowseState) =>
  queryOptions({
    queryKey: [...discoveryQueryKey, 'browse', kind, browseStateToQuery(kind, state)],
    queryFn: ({ signal }) => browseProviders(kind, state, signal),
    // The current cards stay on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** One page of providers of a kind for the browse screen's filters, sort and page. */
export const useBrowseProviders = (kind: ProviderRole, state: BrowseState) =>
  useQuery(browseProvidersQueryOptions(kind, state));
