import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { paymentQueueQueryKey } from './list-payment-queue';

/** `iban`: the one the admin's screen shows; the server refuses (409) when it is no longer the provider's. */
export const payOutPayment = ({ paymentId, iban }: { paymentId: string; iban: string }) =>
  api.POST('/api/admin/payments/{paymentId}/payout', { params: { path: { paymentId } }, body: { iban } });

/** Marks the provider paid (admin); every queue refetches (also after a refusal: the IBAN may have changed). */
export const usePayOutPayment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payOutPayment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentQueueQueryKey }),
  });
};
