import { Page } from '../../../components/layout/page';
import { DashboardGreeting } from '../../../features/dashboards/components/dashboard-greeting';
import { FindProviderCards } from '../../../features/dashboards/components/find-provider-cards';
import { OwnerUpcomingBookings } from '../../../features/dashboards/components/owner-upcoming-bookings';
import { ReferralPanel } from '../../../features/dashboards/components/referral-panel';
import { PetSummary } from '../../../features/pets/components/pet-summary';
import { useCurrentUser } from '../../../lib/session';

/**
 * The owner's dashboard (spec §2): greeting, pet count (or the prompt to add a first pet), the
 * upcoming bookings count (spec §4), the four ways to find care and the referral panel. The
 * admin opening it (role bypass) is greeted as admin and sees no owner numbers.
 */
const OwnerDashboardScreen = () => {
  const user = useCurrentUser();
  const isOwner = !user.isAdmin && user.role === 'owner';
  return (
    <Page size="lg">
      <DashboardGreeting name={user.name} role={user.isAdmin ? 'admin' : 'owner'} />
      <PetSummary />
      {isOwner ? <OwnerUpcomingBookings /> : null}
      {/* The owner's emergency requests (features/emergencies) go here: <OwnerEmergencyRequests /> */}
      <FindProviderCards />
      {isOwner ? <ReferralPanel /> : null}
    </Page>
  );
};

export default OwnerDashboardScreen;
