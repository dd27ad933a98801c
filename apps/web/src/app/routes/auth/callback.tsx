import { buildPath } from '@patili/domain/access';
import { REDIRECT_DELAYS_MS } from '@patili/domain/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import { LoadingScreen } from '../../../components/feedback/loading-screen';
import { StatusMessage } from '../../../components/feedback/status-message';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { refreshSession } from '../../../lib/session';
import { startupAuthParams } from '../../startup';

/**
 * Return from a social sign-in (the callback screen): after 50 ms the session is read, then
 * the welcome page after 0.4 s (which sends a signed-in user home); an error asks to log in again
 * and goes to login after 1 s.
 */
const CallbackScreen = () => {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const providerError = new URLSearchParams(location.search).get('error') ?? startupAuthParams().error ?? null;
  const [failed, setFailed] = useState(providerError !== null);

  useEffect(() => {
    const timers: ReturnType<typeof setTimeout>[] = [];
    const go = (ms: number, to: string) => timers.push(setTimeout(() => void navigate(to, { replace: true }), ms));
    if (providerError) {
      go(REDIRECT_DELAYS_MS.callbackError, buildPath('login'));
      return () => timers.forEach(clearTimeout);
    }
    timers.push(
      setTimeout(() => {
        refreshSession(queryClient)
          .then((user) => {
            if (user) go(REDIRECT_DELAYS_MS.callbackSuccess, buildPath('welcome'));
            else {
              setFailed(true);
              go(REDIRECT_DELAYS_MS.callbackError, buildPath('login'));
            }
          })
          .catch(() => {
            setFailed(true);
            go(REDIRECT_DELAYS_MS.callbackError, buildPath('login'));
          });
      }, REDIRECT_DELAYS_MS.callbackExchange),
    );
    return () => timers.forEach(clearTimeout);
  }, [providerError, navigate, queryClient]);

  return (
    <AuthCard title={t('auth:callback.title')}>
      {failed ? (
        <StatusMessage tone="error">{t('auth:callback.error')}</StatusMessage>
      ) : (
        <LoadingScreen fullHeight={false} label={t('auth:callback.progress')} />
      )}
    </AuthCard>
  );
};

export default CallbackScreen;
