import type { FlagActionInput, FlagActionResponse } from '@patili/domain/moderation';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import type { FlaggedItemRef } from './get-flagged-item';
import { moderationQueryKey } from './list-flags';

export const actOnFlag = ({ kind, targetId, input }: FlaggedItemRef & { input: FlagActionInput }) =>
  api.post<FlagActionResponse>(
    `/api/moderation/flags/${kind}/${encodeURIComponent(targetId)}/actions`,
    input,
  );

/** Dismiss, warn or suspend (after the confirmation); the queue and the review refetch. */
export const useActOnFlag = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnFlag,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationQueryKey }),
  });
};
