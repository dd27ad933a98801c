import type { MatchReviewInput } from '@patili/domain/lostfound';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { adminMatchesQueryKey } from './list-admin-matches';

export const reviewMatch = ({
  lostReportId,
  foundReportId,
  decision,
}: { lostReportId: string; foundReportId: string } & MatchReviewInput) =>
  api.POST('/api/admin/lostfound/matches/{lostReportId}/{foundReportId}/review', {
    params: { path: { lostReportId, foundReportId } },
    body: { decision },
  });

/** Confirms or dismisses a pending match (after the confirmation); the lists refetch. */
export const useReviewMatch = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewMatch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminMatchesQueryKey }),
  });
};
