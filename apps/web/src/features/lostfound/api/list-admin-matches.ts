import type { MatchStatus } from '@patili/domain/lostfound';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { lostfoundQueryKey } from './list-reports';

export const adminMatchesQueryKey = [...lostfoundQueryKey, 'admin-matches'] as const;

export type AdminMatchParams = { status: MatchStatus; page: number };

export const listAdminMatches = ({ status, page }: AdminMatchParams, signal?: AbortSignal) =>
  api.GET('/api/admin/lostfound/matches', { params: { query: { status, page } }, signal });

export const adminMatchesQueryOptions = (params: AdminMatchParams) =>
  queryOptions({
    queryKey: [...adminMatchesQueryKey, params],
    queryFn: ({ signal }) => listAdminMatches(params, signal),
    placeholderData: keepPreviousData,
  });

/** The stored matches of one review status, best first (the admin's page). */
export const useAdminMatches = (params: AdminMatchParams) =>
  useQuery(adminMatchesQueryOptions(params));
