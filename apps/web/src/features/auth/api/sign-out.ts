import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { clearSignedInCache } from '../../../lib/session';

/**
 * Ends the session and forgets every cached answer of the signed-in user. The empty JSON body
 * is required: Better Auth answers 415 to a POST without one.
 */
export const signOut = () => api.POST('/api/auth/sign-out', { body: {} });

export const useSignOut = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => clearSignedInCache(queryClient),
  });
};
