import { Anchor, Divider, SegmentedControl, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { buildPath } from '@patili/domain/access';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';

import { LoadingScreen } from '../../../components/feedback/loading-screen';
import { StatusMessage } from '../../../components/feedback/status-message';
import { usePublicConfig } from '../../../features/config/api/get-public-config';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { LoginForm } from '../../../features/auth/components/login-form';
import { SocialButtons } from '../../../features/auth/components/social-buttons';
import { hrefOf } from '../../../lib/paths';
import { STORAGE_KEYS, writeStored } from '../../../lib/storage';
import { useAfterSignIn } from '../../use-after-sign-in';
import { AuthTabs } from './auth-tabs';

// Only for those who switch to phone: it stays out of the login page's first load.
const PhoneLoginForm = lazy(() =>
  import('../../../features/auth/components/phone-login-form').then(({ PhoneLoginForm: form }) => ({ default: form })),
);

/** Login by e-mail or phone, social buttons, links to register and password reset. */
const LoginScreen = () => {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const afterSignIn = useAfterSignIn();
  const config = usePublicConfig();
  const [method, setMethod] = useState<'email' | 'phone'>('email');
  const verified = new URLSearchParams(location.search).get('verified') === '1';

  const onUnverified = (email: string, resent: boolean) => {
    writeStored('session', STORAGE_KEYS.pendingVerificationEmail, email);
    notifications.show({
      color: resent ? 'blue' : 'red',
      message: resent ? t('auth:verifyEmail.sent') : t('auth:verifyEmail.failed'),
    });
    void navigate(buildPath('verifyEmail'));
  };

  return (
    <AuthCard title={t('auth:login.title')}>
      <AuthTabs active="login" />
      {verified ? <StatusMessage tone="success">{t('auth:login.verified')}</StatusMessage> : null}
      <SegmentedControl
        fullWidth
        value={method}
        onChange={setMethod}
        data={[
          { value: 'email', label: t('auth:tabs.email') },
          { value: 'phone', label: t('auth:tabs.phone') },
        ]}
      />
      {method === 'email' ? (
        <LoginForm
          forgotPasswordHref={hrefOf(buildPath('passwordReset'))}
          onSignedIn={async () => {
            await afterSignIn();
          }}
          onUnverified={onUnverified}
        />
      ) : (
        <Suspense fallback={<LoadingScreen fullHeight={false} />}>
          <PhoneLoginForm
            onVerified={async () => {
              const ok = await afterSignIn();
              if (ok) notifications.show({ color: 'green', title: t('auth:phone.welcome'), message: t('auth:phone.success') });
              return ok;
            }}
          />
        </Suspense>
      )}
      <Divider label={t('auth:login.or')} labelPosition="center" />
      <SocialButtons enabled={config.data?.socialProviders ?? { google: false, facebook: false }} />
      <Stack gap={0} align="center">
        <Text size="sm" c="dimmed">
          {t('auth:login.noAccount')}{' '}
          <Anchor component={Link} to={buildPath('register')} size="sm">
            {t('auth:login.registerLink')}
          </Anchor>
        </Text>
      </Stack>
    </AuthCard>
  );
};

export default LoginScreen;
