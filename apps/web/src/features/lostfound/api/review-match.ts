import type { MatchReviewInput, MatchReviewResponse } from '@patili/domain/lostfound';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { adminMatchesQueryKey } from './list-admin-matches';

export const reviewMatch = ({
  lostReportId,
  foundReportId,
  decision,
}: { lostReportId: string; foundReportId: string } & MatchReviewInput) =>
  api.post<MatchReviewResponse>(
    `/api/lostfound/admin/matches/${encodeURIComponent(lostReportId)}/${encodeURIComponent(foundReportId)}/review`,
    { decision },
  );

/** Confirms or dismisses a pending match (after the confirmation); the lists refetch. */
export const useReviewMatch = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewMatch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminMatchesQueryKey }),
  });
};
