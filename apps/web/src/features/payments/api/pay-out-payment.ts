import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { paymentQueueQueryKey } from './list-payment-queue';

export const payOutPayment = ({ paymentId }: { paymentId: string }) =>
  api.POST('/api/admin/payments/{paymentId}/payout', { params: { path: { paymentId } }, body: {} });

/** Marks the provider paid (admin); every queue refetches. */
export const usePayOutPayment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payOutPayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentQueueQueryKey }),
  });
};
