import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { isProviderRole } from '@patili/domain/access';
import { PROVIDER_KINDS } from '@patili/domain/providers';
import { IconSettings, IconUserCog } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ErrorAlert } from '../../../components/feedback/error-alert';
import { LoadingScreen } from '../../../components/feedback/loading-screen';
import { Page } from '../../../components/layout/page';
import { useAccount } from '../../../features/accounts/api/get-account';
import { AvatarCard } from '../../../features/accounts/components/avatar-card';
import { pathTo } from '../../../lib/paths';
import { ROLE_SUMMARIES } from './role-summaries';

/**
 * The user's profile (spec 2 §2 "Profile"): avatar, name, read-only e-mail, role label, a link to
 * the role's profile setup, the role summary box and a link to account settings.
 */
const ProfileScreen = () => {
  const { t } = useTranslation();
  const query = useAccount();

  if (query.isPending) return <LoadingScreen label={t('common:loading')} />;
  if (query.isError) {
    return (
      <Page title={t('account:profile.title')}>
        <ErrorAlert message={t('account:loadFailed')} onRetry={() => void query.refetch()} />
      </Page>
    );
  }

  const { account } = query.data;
  const Summary = ROLE_SUMMARIES[account.role];
  const setupPath = isProviderRole(account.role) ? pathTo(PROVIDER_KINDS[account.role].routes.setup as 'sitter.profileSetup') : null;

  return (
    <Page title={t('account:profile.title')}>
      <Stack gap="lg">
        <AvatarCard account={account} />
        {account.role === 'none' ? (
          <Paper withBorder radius="lg" p="md">
            <Group justify="space-between" gap="sm">
              <Text>{t('account:profile.noRole')}</Text>
              <Button component={Link} to={pathTo('roleSelection')} size="xs">
                {t('account:profile.chooseRole')}
              </Button>
            </Group>
          </Paper>
        ) : null}
        {Summary ? <Summary role={account.role} /> : null}
        <Group gap="sm">
          {setupPath ? (
            <Button component={Link} to={setupPath} variant="light" leftSection={<IconUserCog size={18} />} data-testid="profile-setup-link">
              {t('account:profile.setupLink')}
            </Button>
          ) : null}
          <Button component={Link} to={pathTo('accountSettings')} variant="default" leftSection={<IconSettings size={18} />}>
            {t('account:profile.settingsLink')}
          </Button>
        </Group>
      </Stack>
    </Page>
  );
};

export default ProfileScreen;
