import type { FlagFilter } from '@patili/domain/moderation';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** Every moderation query starts with this key, so an action refreshes the queue and the reviews. */
export const moderationQueryKey = ['moderation'] as const;

export type FlagListParams = { status: FlagFilter; page: number };

export const listFlags = ({ status, page }: FlagListParams, signal?: AbortSignal) =>
  api.GET('/api/admin/moderation/flags', { params: { query: { status, page } }, signal });

export const flagsQueryOptions = (params: FlagListParams) =>
  queryOptions({
    queryKey: [...moderationQueryKey, 'flags', params],
    queryFn: ({ signal }) => listFlags(params, signal),
    placeholderData: keepPreviousData,
  });

/** A page of the flagged-content queue (open first, newest first). */
export const useFlags = (params: FlagListParams) => useQuery(flagsQueryOptions(params));
