import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { securityQueryKey } from './list-alerts';

export const ipBlocksQueryKey = [...securityQueryKey, 'ip-blocks'] as const;

/** The blocks are few; a page of this many keeps the section short. */
export const IP_BLOCKS_PAGE_SIZE = 10;

export const listIpBlocks = (page: number, signal?: AbortSignal) =>
  api.GET('/api/admin/security/ip-blocks', {
    params: { query: { page, pageSize: IP_BLOCKS_PAGE_SIZE } },
    signal,
  });

export const ipBlocksQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...ipBlocksQueryKey, page],
    queryFn: ({ signal }) => listIpBlocks(page, signal),
    placeholderData: keepPreviousData,
  });

/** The addresses blocked right now, newest first, and the admin's own address. */
export const useIpBlocks = (page = 1) => useQuery(ipBlocksQueryOptions(page));
