import type { AdminPaymentResponse } from '@patili/domain/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { paymentQueueQueryKey } from './list-payment-queue';

export const payOutPayment = ({ paymentId }: { paymentId: string }) =>
  api.post<AdminPaymentResponse>(`/api/admin/payments/${encodeURIComponent(paymentId)}/payout`);

/** Marks the provider paid (admin); every queue refetches. */
export const usePayOutPayment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payOutPayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentQueueQueryKey }),
  });
};
