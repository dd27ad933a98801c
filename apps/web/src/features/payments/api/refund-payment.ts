import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { paymentQueueQueryKey } from './list-payment-queue';

export const refundPayment = ({ paymentId }: { paymentId: string }) =>
  api.POST('/api/admin/payments/{paymentId}/refund', { params: { path: { paymentId } }, body: {} });

/** Marks the due refund made (admin); every queue refetches. */
export const useRefundPayment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundPayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentQueueQueryKey }),
  });
};
