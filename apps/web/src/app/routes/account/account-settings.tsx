import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { ErrorAlert } from '../../../components/feedback/error-alert';
import { LoadingScreen } from '../../../components/feedback/loading-screen';
import { Page } from '../../../components/layout/page';
import { useAccount } from '../../../features/accounts/api/get-account';
import { DangerZone } from '../../../features/accounts/components/danger-zone';
import { PasswordForm } from '../../../features/accounts/components/password-form';
import { PrivacyForm } from '../../../features/accounts/components/privacy-form';
import { ProfileDetails } from '../../../features/accounts/components/profile-details';
import { pathTo } from '../../../lib/paths';
import { LanguageSwitch } from '../../layouts/language-switch';
import { useLogout } from '../../use-logout';

/**
 * Account settings (spec 2 §2): profile edit with a view/edit toggle, change password, language,
 * privacy, deactivate, delete and logout. Own adoption listings join with the adoption issue.
 */
const AccountSettingsScreen = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useAccount();
  const { logout, isPending: loggingOut } = useLogout();

  if (query.isPending) return <LoadingScreen label={t('common:loading')} />;
  if (query.isError) {
    return (
      <Page title={t('account:settings.title')}>
        <ErrorAlert message={t('account:loadFailed')} onRetry={() => void query.refetch()} />
      </Page>
    );
  }
  const { account } = query.data;

  const leave = (message: string) => {
    notifications.show({ color: 'green', message });
    void navigate(pathTo('welcome'), { replace: true, flushSync: true });
  };

  return (
    <Page title={t('account:settings.title')} description={t('account:settings.description')}>
      <Stack gap="lg">
        <ProfileDetails account={account} />
        <PasswordForm hasPassword={account.hasPassword} />
        <Card withBorder radius="md" padding="lg">
          <Stack gap="sm">
            <Title order={2} fz="lg">
              {t('account:settings.languageSection')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('account:settings.languageHelp')}
            </Text>
            <Group>
              <LanguageSwitch />
            </Group>
          </Stack>
        </Card>
        <PrivacyForm account={account} />
        <DangerZone
          account={account}
          onDeactivated={() => leave(t('account:deactivate.done'))}
          onDeleted={() => leave(t('account:delete.done'))}
        />
        <Card withBorder radius="md" padding="lg">
          <Group justify="space-between" gap="sm">
            <Stack gap={2}>
              <Title order={2} fz="lg">
                {t('account:settings.sessionSection')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('account:settings.sessionHelp')}
              </Text>
            </Stack>
            <Button variant="default" leftSection={<IconLogout size={18} />} onClick={logout} loading={loggingOut} data-testid="settings-logout">
              {t('account:settings.logout')}
            </Button>
          </Group>
        </Card>
      </Stack>
    </Page>
  );
};

export default AccountSettingsScreen;
