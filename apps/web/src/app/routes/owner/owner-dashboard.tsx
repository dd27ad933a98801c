import { Button } from '@mantine/core';
import { buildPath } from '@patili/domain/access';
import type { VetSpecialization } from '@patili/domain/providers';
import { IconFirstAidKit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Page } from '../../../components/layout/page';
import { DashboardGreeting } from '../../../features/dashboards/components/dashboard-greeting';
import { FindProviderCards } from '../../../features/dashboards/components/find-provider-cards';
import { OwnerUpcomingBookings } from '../../../features/dashboards/components/owner-upcoming-bookings';
import { ReferralPanel } from '../../../features/dashboards/components/referral-panel';
import { OwnerEmergencyRequests } from '../../../features/emergencies/components/owner-emergency-requests';
import { PetSummary } from '../../../features/pets/components/pet-summary';
import { useCurrentUser } from '../../../lib/session';

/** The specialization of the vets who take emergency requests: the owner's way to one browses by it. */
const EMERGENCY: VetSpecialization = 'emergency';

/**
 * The owner's dashboard: greeting, pet count (or the prompt to add a first pet), the
 * upcoming bookings count, the emergency requests sent (with the way to a vet who takes
 * them), the four ways to find care and the referral panel. The admin opening it (role bypass) is
 * greeted as admin and sees no owner numbers.
 */
const OwnerDashboardScreen = () => {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const isOwner = !user.isAdmin && user.role === 'owner';
  return (
    <Page size="lg">
      <DashboardGreeting name={user.name} role={user.isAdmin ? 'admin' : 'owner'} />
      <PetSummary />
      {isOwner ? <OwnerUpcomingBookings /> : null}
      {isOwner ? (
        <OwnerEmergencyRequests
          action={
            <Button
              component={Link}
              to={buildPath('owner.veterinarians.browse', undefined, { specialization: EMERGENCY })}
              variant="light"
              color="red"
              size="xs"
              leftSection={<IconFirstAidKit size={14} />}
              data-testid="find-emergency-vet"
            >
              {t('emergencies:owner.findVet')}
            </Button>
          }
        />
      ) : null}
      <FindProviderCards />
      {isOwner ? <ReferralPanel /> : null}
    </Page>
  );
};

export default OwnerDashboardScreen;
