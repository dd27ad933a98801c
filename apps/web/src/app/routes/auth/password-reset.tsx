import { Anchor, Text } from '@mantine/core';
import { buildPath } from '@patili/domain/access';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { AuthCard } from '../../../features/auth/components/auth-card';
import { PasswordResetForm } from '../../../features/auth/components/password-reset-form';

/** Forgot password: ask for a reset link by e-mail. */
const PasswordResetScreen = () => {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth:passwordReset.title')} description={t('auth:passwordReset.body')}>
      <PasswordResetForm />
      <Text ta="center" size="sm">
        <Anchor component={Link} to={buildPath('login')}>
          {t('auth:passwordReset.backToLogin')}
        </Anchor>
      </Text>
    </AuthCard>
  );
};

export default PasswordResetScreen;
