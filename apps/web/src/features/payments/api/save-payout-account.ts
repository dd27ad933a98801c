import type { PayoutAccountInput } from '@patili/domain/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { payoutAccountQueryKey } from './get-payout-account';

export const savePayoutAccount = (input: PayoutAccountInput) =>
  api.PUT('/api/payments/payout-account', { body: input });

/** Saves the provider's payout IBAN; the saved account replaces the card's. */
export const useSavePayoutAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePayoutAccount,
    onSuccess: (account) => queryClient.setQueryData(payoutAccountQueryKey, account),
  });
};
