import { Button, Stack, Text } from '@mantine/core';
import { homePath } from '@patili/domain/access';
import { notifications } from '@mantine/notifications';
import { IconLogout, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { StatusMessage } from '../../../components/feedback/status-message';
import { useReactivateAccount } from '../../../features/accounts/api/reactivate-account';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { errorMessage } from '../../../lib/form';
import { useLogout } from '../../use-logout';

/**
 * Where a deactivated account lands after signing in (the guard sends it here): confirm to
 * reactivate and go home, or log out.
 */
const ReactivateScreen = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reactivate = useReactivateAccount();
  const { logout, isPending: loggingOut } = useLogout();

  const confirm = () =>
    reactivate.mutate(undefined, {
      onSuccess: ({ user }) => {
        notifications.show({ color: 'green', message: t('accounts:reactivate.done') });
        void navigate(homePath(user), { replace: true });
      },
    });

  return (
    <AuthCard title={t('accounts:reactivate.title')}>
      <Stack gap="md">
        <Text>{t('accounts:reactivate.body')}</Text>
        {reactivate.isError ? <StatusMessage tone="error">{errorMessage(reactivate.error, t('accounts:reactivate.failed'))}</StatusMessage> : null}
        <Button size="md" leftSection={<IconPlayerPlay size={18} />} onClick={confirm} loading={reactivate.isPending} data-testid="reactivate-confirm">
          {t('accounts:reactivate.confirm')}
        </Button>
        <Button size="md" variant="default" leftSection={<IconLogout size={18} />} onClick={logout} loading={loggingOut}>
          {t('accounts:reactivate.logout')}
        </Button>
      </Stack>
    </AuthCard>
  );
};

export default ReactivateScreen;
