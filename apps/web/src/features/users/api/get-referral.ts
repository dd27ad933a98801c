import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { referralsQueryKey } from './get-referral-summary';

export const getReferral = (inviteeId: string, signal?: AbortSignal) =>
  api.GET('/api/admin/referrals/{inviteeId}', { params: { path: { inviteeId } }, signal });

export const referralQueryOptions = (inviteeId: string) =>
  queryOptions({
    queryKey: [...referralsQueryKey, 'detail', inviteeId],
    queryFn: ({ signal }) => getReferral(inviteeId, signal),
  });

/** One referral record with both people's bonus windows (the detail dialog). */
export const useReferral = (inviteeId: string | null) =>
  useQuery({ ...referralQueryOptions(inviteeId ?? ''), enabled: inviteeId !== null });
