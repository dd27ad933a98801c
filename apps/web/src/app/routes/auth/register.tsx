import { Anchor, Text } from '@mantine/core';
import { buildPath, isSelectableRole, ROLE_SELECTION_PATH, type SelectableRole } from '@patili/domain/access';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';

import { ErrorAlert } from '../../../components/feedback/error-alert';
import { LoadingScreen } from '../../../components/feedback/loading-screen';
import { useFormToken } from '../../../features/auth/api/get-form-token';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { RegisterForm } from '../../../features/auth/components/register-form';
import { readStored, STORAGE_KEYS, writeStored } from '../../../lib/storage';
import { AuthTabs } from './auth-tabs';

/** Sign-up; `?ref=CODE` fills the referral code. */
const RegisterScreen = () => {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const formToken = useFormToken();
  const stored = readStored('local', STORAGE_KEYS.roleChoice);
  const initialRole: SelectableRole = isSelectableRole(stored) ? stored : 'owner';
  const referral = new URLSearchParams(location.search).get('ref') ?? '';

  return (
    <AuthCard title={t('auth:register.title')}>
      <AuthTabs active="register" />
      {formToken.isError ? <ErrorAlert message={t('common:errors.network')} onRetry={() => void formToken.refetch()} /> : null}
      {formToken.isPending ? (
        <LoadingScreen fullHeight={false} />
      ) : (
        <RegisterForm
          formToken={formToken.data?.token}
          initialRole={initialRole}
          initialReferralCode={referral}
          targetPath={ROLE_SELECTION_PATH}
          onRoleChange={(role) => writeStored('local', STORAGE_KEYS.roleChoice, role)}
          onRegistered={(email) => {
            writeStored('session', STORAGE_KEYS.pendingVerificationEmail, email);
            void navigate(buildPath('verifyEmail', undefined, { registered: '1' }));
          }}
        />
      )}
      <Text size="sm" c="dimmed" ta="center">
        {t('auth:register.haveAccount')}{' '}
        <Anchor component={Link} to={buildPath('login')} size="sm">
          {t('auth:register.loginLink')}
        </Anchor>
      </Text>
    </AuthCard>
  );
};

export default RegisterScreen;
