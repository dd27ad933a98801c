import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { buildPath, isProviderRole } from '@patili/domain/access';
import { PROVIDER_KINDS } from '@patili/domain/providers';
import { IconSettings, IconUserCog } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ErrorAlert } from '../../../components/feedback/error-alert';
import { LoadingScreen } from '../../../components/feedback/loading-screen';
import { Page } from '../../../components/layout/page';
import { useAccount } from '../../../features/accounts/api/get-account';
import { AvatarCard } from '../../../features/accounts/components/avatar-card';
import { MyListings } from '../../../features/adoption/components/my-listings';
import { ROLE_SUMMARIES } from './role-summaries';

/**
 * The user's profile: avatar, name, read-only e-mail, role label, a link to
 * the role's profile setup, the role summary box and a link to account settings.
 */
const ProfileScreen = () => {
  const { t } = useTranslation();
  const query = useAccount();

  if (query.isPending) return <LoadingScreen label={t('common:loading')} />;
  if (query.isError) {
    return (
      <Page title={t('accounts:profile.title')}>
        <ErrorAlert message={t('accounts:loadFailed')} onRetry={() => void query.refetch()} />
      </Page>
    );
  }

  const { account } = query.data;
  const Summary = ROLE_SUMMARIES[account.role];
  const setupPath = isProviderRole(account.role) ? buildPath(PROVIDER_KINDS[account.role].routes.setup as 'sitter.profileSetup') : null;

  return (
    <Page title={t('accounts:profile.title')}>
      <Stack gap="lg">
        <AvatarCard account={account} />
        {account.role === 'none' ? (
          <Paper withBorder radius="lg" p="md">
            <Group justify="space-between" gap="sm">
              <Text>{t('accounts:profile.noRole')}</Text>
              <Button component={Link} to={buildPath('roleSelection')} size="xs">
                {t('accounts:profile.chooseRole')}
              </Button>
            </Group>
          </Paper>
        ) : null}
        {Summary ? <Summary role={account.role} /> : null}
        {account.role === 'owner' ? <MyListings ownerId={account.id} /> : null}
        <Group gap="sm">
          {setupPath ? (
            <Button component={Link} to={setupPath} variant="light" leftSection={<IconUserCog size={18} />} data-testid="profile-setup-link">
              {t('accounts:profile.setupLink')}
            </Button>
          ) : null}
          <Button component={Link} to={buildPath('accountSettings')} variant="default" leftSection={<IconSettings size={18} />}>
            {t('accounts:profile.settingsLink')}
          </Button>
        </Group>
      </Stack>
    </Page>
  );
};

export default ProfileScreen;
