import type { DeleteAccountInput } from '@patili/domain/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/session';

/** Deletes the account for good; the session ends and every cached answer goes. */
export const deleteAccount = (input: DeleteAccountInput) => api.delete<{ signedOut: true }>('/api/account', { body: input });

/**
 * `onSignedOut` runs right after the caches are cleared, before React hears of it: navigate there
 * with `flushSync`, so the guard sees the signed-out visitor and the new page in one render
 * (otherwise it sends a signed-out visitor on a signed-in page to login).
 */
export const useDeleteAccount = ({ onSignedOut }: { onSignedOut: () => void }) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
      queryClient.setQueryData(sessionQueryKey, { user: null });
      onSignedOut();
    },
  });
};
