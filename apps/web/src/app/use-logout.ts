import { notifications } from '@mantine/notifications';
import { buildPath } from '@patili/domain/access';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useSignOut } from '../features/auth/api/sign-out';
import { STORAGE_KEYS, writeStored } from '../lib/storage';

/** Logs out from anywhere it is offered, then shows the login page. */
export const useLogout = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const logout = useCallback(() => {
    signOut.mutate(undefined, {
      onSuccess: () => {
        writeStored('session', STORAGE_KEYS.redirectAfterLogin, null);
        writeStored('session', STORAGE_KEYS.pendingVerificationEmail, null);
        void navigate(buildPath('login'), { replace: true });
      },
      onError: () => notifications.show({ color: 'red', message: t('auth:logoutFailed') }),
    });
  }, [navigate, signOut, t]);
  return { logout, isPending: signOut.isPending };
};
