import { Stack } from '@mantine/core';
import { buildPath, homePath } from '@patili/domain/access';
import type { MessageKey } from '@patili/domain/i18n';
import { REDIRECT_DELAYS_MS } from '@patili/domain/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import { LoadingScreen } from '../../../components/feedback/loading-screen';
import { StatusMessage } from '../../../components/feedback/status-message';
import { verifyEmail } from '../../../features/auth/api/verify-email';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { ApiError } from '../../../lib/api-client';
import { refreshSession } from '../../../lib/session';
import { STORAGE_KEYS, writeStored } from '../../../lib/storage';
import { startupAuthParams } from '../../startup';

type Phase = { kind: 'working' | 'done' | 'failed'; textKey: MessageKey };

const CONFIRMABLE_TYPES = new Set(['signup', 'email_change', 'invite']);

/**
 * The e-mail link's landing screen (the confirm screen): verifies the token, opens the
 * session, then goes to the sign-up's target path or the role home after 0.5 s; without a session
 * to /login?verified=1 after 0.6 s; a bad link goes to login after 1.2 s, an error after 1.5 s.
 */
const ConfirmScreen = () => {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>({ kind: 'working', textKey: 'auth:confirm.verifying' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return undefined;
    started.current = true;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const later = (ms: number, to: string) => timers.push(setTimeout(() => void navigate(to, { replace: true }), ms));
    const query = new URLSearchParams(location.search);
    const captured = startupAuthParams();
    const token = query.get('token') ?? query.get('token_hash') ?? query.get('code') ?? captured.code ?? null;
    const type = query.get('type') ?? captured.type ?? 'signup';

    const run = async () => {
      if (!token) {
        setPhase({ kind: 'failed', textKey: 'auth:confirm.invalidLink' });
        later(REDIRECT_DELAYS_MS.confirmInvalidLink, buildPath('login'));
        return;
      }
      if (type === 'recovery') {
        void navigate(buildPath('authResetPassword', undefined, { token, type }), { replace: true });
        return;
      }
      if (!CONFIRMABLE_TYPES.has(type)) {
        setPhase({ kind: 'failed', textKey: 'auth:confirm.invalidLink' });
        later(REDIRECT_DELAYS_MS.confirmInvalidLink, buildPath('login'));
        return;
      }
      try {
        await verifyEmail(token);
      } catch (error) {
        const expired = error instanceof ApiError && error.status >= 400 && error.status < 500;
        setPhase({ kind: 'failed', textKey: expired ? 'auth:confirm.verificationFailed' : 'auth:confirm.error' });
        later(REDIRECT_DELAYS_MS.confirmError, buildPath('login'));
        return;
      }
      writeStored('session', STORAGE_KEYS.pendingVerificationEmail, null);
      setPhase({ kind: 'working', textKey: 'auth:confirm.loadingSession' });
      const user = await refreshSession(queryClient).catch(() => null);
      if (user) {
        setPhase({ kind: 'done', textKey: 'auth:confirm.redirecting' });
        const target = user.targetPath?.startsWith('/') ? user.targetPath : homePath(user);
        later(REDIRECT_DELAYS_MS.confirmSuccess, target);
      } else {
        setPhase({ kind: 'done', textKey: 'auth:confirm.redirectingToLogin' });
        later(REDIRECT_DELAYS_MS.confirmToLogin, buildPath('login', undefined, { verified: '1' }));
      }
    };
    void run();
    return undefined;
  }, [location.search, navigate, queryClient]);

  return (
    <AuthCard title={t('auth:confirm.title')}>
      <Stack gap="md">
        {phase.kind === 'working' ? <LoadingScreen fullHeight={false} label={t(phase.textKey)} /> : null}
        {phase.kind === 'done' ? <StatusMessage tone="success">{t(phase.textKey)}</StatusMessage> : null}
        {phase.kind === 'failed' ? <StatusMessage tone="error">{t(phase.textKey)}</StatusMessage> : null}
      </Stack>
    </AuthCard>
  );
};

export default ConfirmScreen;
