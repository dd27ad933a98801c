import type { RejectVerificationInput } from '@patili/domain/providers';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

import { api, ApiError } from '../../../lib/api-client';
import { verificationQueueQueryKey } from './list-verification-queue';

/** The file an admin decides on, named by the `submittedAt` the list showed (a changed file is refused). */
type Decision = { userId: string; submittedAt: string };

export const approveVerification = ({ userId, submittedAt }: Decision) =>
  api.POST('/api/admin/provider-verifications/{userId}/approve', {
    params: { path: { userId } },
    body: { submittedAt },
  });

export const rejectVerification = ({
  userId,
  submittedAt,
  reason,
}: Decision & Pick<RejectVerificationInput, 'reason'>) =>
  api.POST('/api/admin/provider-verifications/{userId}/reject', {
    params: { path: { userId } },
    body: { submittedAt, reason },
  });

/** Whether a decision was refused because the file changed or was decided meanwhile. */
export const isStaleDecision = (error: unknown) =>
  error instanceof ApiError && error.status === 409;

/**
 * Every queue refetches after a decision, and after a refusal of a stale one (the list then
 * shows the file as it now stands).
 */
const decisionCallbacks = (queryClient: QueryClient) => ({
  onSuccess: () => queryClient.invalidateQueries({ queryKey: verificationQueueQueryKey }),
  onError: (error: unknown) =>
    isStaleDecision(error)
      ? queryClient.invalidateQueries({ queryKey: verificationQueueQueryKey })
      : undefined,
});

/** Approves a pending file as it was shown (admin): the provider gets the verified badge. */
export const useApproveVerification = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: approveVerification, ...decisionCallbacks(queryClient) });
};

/** Rejects a pending file as it was shown, with the reason the provider reads (admin). */
export const useRejectVerification = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rejectVerification, ...decisionCallbacks(queryClient) });
};
