import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { paymentQueueQueryKey } from './list-payment-queue';

export const confirmPayment = ({ paymentId }: { paymentId: string }) =>
  api.POST('/api/admin/payments/{paymentId}/confirm', {
    params: { path: { paymentId } },
    body: {},
  });

/** Confirms the receipt under review (admin); every queue refetches. */
export const useConfirmPayment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentQueueQueryKey }),
  });
};
