import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export const referralsQueryKey = ['admin', 'referrals'] as const;

export const getReferralSummary = (signal?: AbortSignal) =>
  api.GET('/api/admin/referrals/summary', { signal });

export const referralSummaryQueryOptions = () =>
  queryOptions({
    queryKey: [...referralsQueryKey, 'summary'],
    queryFn: ({ signal }) => getReferralSummary(signal),
  });

/** The referral page's summary tiles (admin only). */
export const useReferralSummary = () => useQuery(referralSummaryQueryOptions());
