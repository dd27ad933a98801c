import type { ReceiptInput } from '@patili/domain/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { bookingPaymentQueryKey } from './get-booking-payment';

export const submitReceipt = ({ bookingId, fileId }: { bookingId: string } & ReceiptInput) =>
  api.POST('/api/payments/bookings/{bookingId}/receipt', {
    params: { path: { bookingId } },
    body: { fileId },
  });

/** Sends the uploaded receipt of the owner's transfer; the answer replaces the panel's payment. */
export const useSubmitReceipt = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitReceipt,
    onSuccess: (answer, { bookingId }) => {
      queryClient.setQueriesData({ queryKey: bookingPaymentQueryKey(bookingId) }, answer);
    },
  });
};
