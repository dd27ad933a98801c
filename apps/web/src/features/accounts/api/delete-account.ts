import type { DeleteAccountInput } from '@patili/domain/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { clearSignedInCache } from '../../../lib/session';

/** Deletes the account for good; the session ends and every cached answer goes. */
export const deleteAccount = (input: DeleteAccountInput) =>
  api.DELETE('/api/accounts/me', { body: input });

/** `onSignedOut` runs right after the caches are cleared; see `useDeactivateAccount` for why. */
export const useDeleteAccount = ({ onSignedOut }: { onSignedOut: () => void }) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      clearSignedInCache(queryClient);
      onSignedOut();
    },
  });
};
