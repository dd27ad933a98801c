import type { RejectPaymentInput } from '@patili/domain/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { paymentQueueQueryKey } from './list-payment-queue';

export const rejectPayment = ({ paymentId, reason }: { paymentId: string } & RejectPaymentInput) =>
  api.POST('/api/admin/payments/{paymentId}/reject', {
    params: { path: { paymentId } },
    body: {
      reason,
    },
  });

/** Rejects the receipt under review with a reason the owner reads (admin); every queue refetches. */
export const useRejectPayment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectPayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentQueueQueryKey }),
  });
};
