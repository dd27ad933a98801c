import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { clearSignedInCache } from '../../../lib/session';

/** Freezes the account; every session ends, so the cached answers of this user go too. */
export const deactivateAccount = () => api.POST('/api/accounts/me/deactivate', { body: {} });

/**
 * `onSignedOut` runs right after the caches are cleared, before React hears of it: navigate there
 * with `flushSync`, so the guard sees the signed-out visitor and the new page in one render
 * (otherwise it sends a signed-out visitor on a signed-in page to login).
 */
export const useDeactivateAccount = ({ onSignedOut }: { onSignedOut: () => void }) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateAccount,
    onSuccess: () => {
      clearSignedInCache(queryClient);
      onSignedOut();
    },
  });
};
