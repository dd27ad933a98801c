import { Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { buildPath } from '@patili/domain/access';
import { IconLogout, IconShieldLock } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';

import { ErrorAlert } from '../../../components/feedback/error-alert';
import { LoadingScreen } from '../../../components/feedback/loading-screen';
import { Page } from '../../../components/layout/page';
import { SectionCard } from '../../../components/layout/section-card';
import { useAccount } from '../../../features/accounts/api/get-account';
import { DangerZone } from '../../../features/accounts/components/danger-zone';
import { PasswordForm } from '../../../features/accounts/components/password-form';
import { ProfileDetails } from '../../../features/accounts/components/profile-details';
import { ProfileVisibilityForm } from '../../../features/accounts/components/profile-visibility-form';
import { MyListings } from '../../../features/adoption/components/my-listings';
import { AlertSubscriptionCard } from '../../../features/lostfound/components/alert-subscription-card';
import { LanguageSwitch } from '../../layouts/language-switch';
import { useLogout } from '../../use-logout';

/**
 * Account settings: profile edit with a view/edit toggle, change password, language,
 * profile visibility, the owner's own adoption listings, the way to the privacy centre,
 * deactivate, delete and logout. An address with a part's anchor (`#delete-account`, from the
 * privacy centre) brings that part into view once the account is shown.
 */
const AccountSettingsScreen = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const query = useAccount();
  const { logout, isPending: loggingOut } = useLogout();
  const loaded = query.isSuccess;

  useEffect(() => {
    if (!loaded || hash.length < 2) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.({ block: 'center' });
  }, [loaded, hash]);

  if (query.isPending) return <LoadingScreen label={t('common:loading')} />;
  if (query.isError) {
    return (
      <Page title={t('accounts:settings.title')}>
        <ErrorAlert message={t('accounts:loadFailed')} onRetry={() => void query.refetch()} />
      </Page>
    );
  }
  const { account } = query.data;

  const leave = (message: string) => {
    notifications.show({ color: 'green', message });
    void navigate(buildPath('welcome'), { replace: true, flushSync: true });
  };

  return (
    <Page title={t('accounts:settings.title')} description={t('accounts:settings.description')}>
      <Stack gap="lg">
        <ProfileDetails account={account} />
        <PasswordForm hasPassword={account.hasPassword} />
        <SectionCard title={t('accounts:settings.languageSection')} description={t('accounts:settings.languageHelp')} gap="sm">
          <Group>
            <LanguageSwitch />
          </Group>
        </SectionCard>
        <ProfileVisibilityForm account={account} />
        <AlertSubscriptionCard />
        {account.role === 'owner' ? <MyListings ownerId={account.id} /> : null}
        <SectionCard
          title={t('privacy:centre.settingsCard.title')}
          description={t('privacy:centre.settingsCard.body')}
          action={
            <Button component={Link} to={buildPath('privacyCentre')} variant="default" leftSection={<IconShieldLock size={18} />}>
              {t('privacy:centre.settingsCard.link')}
            </Button>
          }
          data-testid="settings-privacy-centre"
        />
        <DangerZone
          account={account}
          onDeactivated={() => leave(t('accounts:deactivate.done'))}
          onDeleted={() => leave(t('accounts:delete.done'))}
        />
        <SectionCard
          title={t('accounts:settings.sessionSection')}
          description={t('accounts:settings.sessionHelp')}
          action={
            <Button variant="default" leftSection={<IconLogout size={18} />} onClick={logout} loading={loggingOut} data-testid="settings-logout">
              {t('accounts:settings.logout')}
            </Button>
          }
        />
      </Stack>
    </Page>
  );
};

export default AccountSettingsScreen;
