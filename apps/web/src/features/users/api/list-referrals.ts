import { ADMIN_PAGE_SIZE } from '@patili/domain/users';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { referralsQueryKey } from './get-referral-summary';

export type ReferralListParams = {
  q?: string;
  bonus?: 'awarded' | 'not_awarded' | null;
  page?: number;
};

const queryOf = ({ q, bonus, page = 1 }: ReferralListParams) => ({
  q: q?.trim() ? q.trim() : undefined,
  bonus: bonus ?? undefined,
  page,
  pageSize: ADMIN_PAGE_SIZE,
});

export const listReferrals = (params: ReferralListParams, signal?: AbortSignal) =>
  api.GET('/api/admin/referrals', { params: { query: queryOf(params) }, signal });

export const referralsQueryOptions = (params: ReferralListParams) =>
  queryOptions({
    queryKey: [...referralsQueryKey, 'list', queryOf(params)],
    queryFn: ({ signal }) => listReferrals(params, signal),
    placeholderData: keepPreviousData,
  });

/** A page of referral records, newest invitee first (admin only). */
export const useReferrals = (params: ReferralListParams) => useQuery(referralsQueryOptions(params));
