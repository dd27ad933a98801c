import { Stack } from '@mantine/core';
import { buildPath } from '@patili/domain/access';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import { StatusMessage } from '../../../components/feedback/status-message';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { VerifyEmailPanel } from '../../../features/auth/components/verify-email-panel';
import { useSession } from '../../../lib/session';
import { readStored, STORAGE_KEYS, writeStored } from '../../../lib/storage';
import { startupAuthParams } from '../../startup';
import { useLogout } from '../../use-logout';

/** Waiting for the e-mail link: resend and log out. */
const VerifyEmailScreen = () => {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const { user } = useSession();
  const { logout, isPending } = useLogout();
  const query = new URLSearchParams(location.search);
  const email = user?.email ?? readStored('session', STORAGE_KEYS.pendingVerificationEmail);
  const registered = query.get('registered') === '1';

  // A link that carries a code belongs to the confirm route.
  const code = query.get('code') ?? startupAuthParams().code ?? null;
  useEffect(() => {
    if (code) void navigate(buildPath('authConfirm', undefined, { code }), { replace: true });
  }, [code, navigate]);

  const leave = () => {
    writeStored('session', STORAGE_KEYS.pendingVerificationEmail, null);
    if (user) logout();
    else void navigate(buildPath('login'), { replace: true });
  };

  return (
    <AuthCard title={t('auth:verifyEmail.title')}>
      <Stack gap="md">
        {registered ? <StatusMessage tone="success">{t('auth:register.success')}</StatusMessage> : null}
        <VerifyEmailPanel
          email={email}
          notice={registered ? t('auth:register.unverified') : null}
          onLogout={leave}
          loggingOut={isPending}
        />
      </Stack>
    </AuthCard>
  );
};

export default VerifyEmailScreen;
