import { postLoginPath } from '@patili/domain/access';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';

import { refreshSession } from '../lib/session';
import { STORAGE_KEYS, takeStored } from '../lib/storage';

/**
 * After a sign-in: reload the session, then go to the remembered origin if it is an in-app path,
 * otherwise to the role dashboard. Resolves with whether a session exists.
 */
export const useAfterSignIn = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async (): Promise<boolean> => {
    const user = await refreshSession(queryClient).catch(() => null);
    if (!user) return false;
    const target = takeStored('session', STORAGE_KEYS.redirectAfterLogin);
    void navigate(postLoginPath(target, user.isAdmin ? 'admin' : user.role), { replace: true });
    return true;
  }, [navigate, queryClient]);
};
