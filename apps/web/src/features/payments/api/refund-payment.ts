import type { AdminPaymentResponse } from '@patili/domain/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { paymentQueueQueryKey } from './list-payment-queue';

export const refundPayment = ({ paymentId }: { paymentId: string }) =>
  api.post<AdminPaymentResponse>(`/api/admin/payments/${encodeURIComponent(paymentId)}/refund`);

/** Marks the due refund made (admin); every queue refetches. */
export const useRefundPayment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundPayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentQueueQueryKey }),
  });
};
