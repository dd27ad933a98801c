import type { FlagActionInput } from '@patili/domain/moderation';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import type { FlaggedItemRef } from './get-flagged-item';
import { moderationQueryKey } from './list-flags';

export const actOnFlag = ({ kind, targetId, input }: FlaggedItemRef & { input: FlagActionInput }) =>
  api.POST('/api/admin/moderation/flags/{kind}/{targetId}/actions', {
    params: { path: { kind, targetId } },
    body: input,
  });

/** Dismiss, warn or suspend (after the confirmation); the queue and the review refetch. */
export const useActOnFlag = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnFlag,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationQueryKey }),
  });
};
