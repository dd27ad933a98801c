import { Button, Stack } from '@mantine/core';
import { buildPath } from '@patili/domain/access';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';

import { StatusMessage } from '../../../components/feedback/status-message';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { NewPasswordForm } from '../../../features/auth/components/new-password-form';
import { startupAuthParams } from '../../startup';

/**
 * Set a new password, reached from the reset e-mail (`/auth/reset-password?token=…`). The link
 * must carry a token and, when it names a type, the type `recovery`.
 */
const NewPasswordScreen = () => {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const query = new URLSearchParams(location.search);
  const token = query.get('token');
  const type = query.get('type') ?? startupAuthParams().type ?? 'recovery';
  const valid = Boolean(token) && type === 'recovery';
  const toLogin = useCallback(() => void navigate(buildPath('login'), { replace: true }), [navigate]);

  return (
    <AuthCard title={t('auth:newPassword.title')}>
      {valid && token ? (
        <NewPasswordForm token={token} onDone={toLogin} />
      ) : (
        <Stack gap="md">
          <StatusMessage tone="error">{t('auth:newPassword.invalidLink')}</StatusMessage>
          <Button component={Link} to={buildPath('passwordReset')} variant="default">
            {t('auth:newPassword.requestNew')}
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
};

export default NewPasswordScreen;
