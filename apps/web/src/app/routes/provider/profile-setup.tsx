import { Alert, Button, Stack, Text } from '@mantine/core';
import { buildPath, isProviderRole, matchRoute, type ProviderRole } from '@patili/domain/access';
import { PROFILE_SAVED_REDIRECT_MS, PROVIDER_KINDS } from '@patili/domain/providers';
import { IconInfoCircle, IconShieldLock } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';

import { ErrorAlert } from '../../../components/feedback/error-alert';
import { LoadingScreen } from '../../../components/feedback/loading-screen';
import { Page } from '../../../components/layout/page';
import { CalendarFeedCard } from '../../../features/bookings/components/calendar-feed-card';
import { usePublicConfig } from '../../../features/config/api/get-public-config';
import { useMyProviderProfile } from '../../../features/providers/api/get-my-provider-profile';
import { PayoutAccountCard } from '../../../features/payments/components/payout-account-card';
import { ProviderProfileForm } from '../../../features/providers/components/provider-profile-form';
import { VerificationCard } from '../../../features/providers/components/verification-card';
import { refreshSession, useCurrentUser } from '../../../lib/session';

const KINDS = Object.values(PROVIDER_KINDS);

/** The kind whose setup route is open (the four setup routes share this screen). */
const kindOfPath = (pathname: string): ProviderRole | null => {
  const id = matchRoute(pathname)?.route.id;
  return KINDS.find((def) => def.routes.setup === id)?.kind ?? null;
};

/** The admin bypasses role guards but has no provider profile: say so instead of a form. */
const AdminNotice = ({ kind }: { kind: ProviderRole | null }) => {
  const { t } = useTranslation();
  return (
    <Page title={kind ? t(`providers:setup.title.${kind}`) : undefined} size="sm">
      <Alert color="blue" variant="light" icon={<IconShieldLock size={20} />} title={t('providers:setup.adminTitle')}>
        <Stack gap="sm">
          <Text size="sm">{t('providers:setup.adminBody')}</Text>
          <div>
            <Button component={Link} to={buildPath('admin.dashboard')} variant="light" size="sm">
              {t('providers:setup.adminBack')}
            </Button>
          </div>
        </Stack>
      </Alert>
    </Page>
  );
};

/**
 * Profile setup for sitters, veterinarians, pet walkers and trainers: one
 * screen, the kind's form from its descriptors. After saving, the vet and walker screens refresh
 * and go to their dashboard after 1.5 s; the others stay on the saved form.
 */
const ProfileSetupScreen = () => {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const kind = isProviderRole(user.role) ? user.role : kindOfPath(location.pathname);
  const profile = useMyProviderProfile({ enabled: !user.isAdmin && kind !== null });
  // The price bounds and default prices in force (the admin's pricing page); the form falls back to the
  // built-in ones.
  const config = usePublicConfig();
  const redirectTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  if (user.isAdmin || kind === null) return <AdminNotice kind={kind} />;

  const def = PROVIDER_KINDS[kind];
  const onSaved = () => {
    if (!def.dashboardAfterSave) return;
    void refreshSession(queryClient);
    window.clearTimeout(redirectTimer.current);
    redirectTimer.current = window.setTimeout(() => void navigate(buildPath(def.routes.dashboard)), PROFILE_SAVED_REDIRECT_MS);
  };

  return (
    <Page title={t(`providers:setup.title.${kind}`)} description={t(`providers:setup.description.${kind}`)} size="md">
      {profile.isPending || config.isPending ? (
        <LoadingScreen label={t('common:loading')} fullHeight={false} />
      ) : profile.isError ? (
        <ErrorAlert message={t('providers:setup.loadFailed')} onRetry={() => void profile.refetch()} />
      ) : (
        <Stack gap="lg">
          {profile.data.profile === null ? (
            <Alert color="patili" variant="light" icon={<IconInfoCircle size={20} />}>
              {t('providers:setup.firstTime')}
            </Alert>
          ) : null}
          <ProviderProfileForm
            kind={kind}
            saved={profile.data}
            pricing={
              config.data
                ? { bounds: config.data.priceBounds, defaultPrices: Object.fromEntries(config.data.serviceTypes.map((service) => [service.key, service.price])) }
                : undefined
            }
            onSaved={onSaved}
            savedNote={def.dashboardAfterSave ? t('providers:setup.redirecting') : null}
          />
          <VerificationCard />
          <PayoutAccountCard />
          <CalendarFeedCard />
        </Stack>
      )}
    </Page>
  );
};

export default ProfileSetupScreen;
