import { Page } from '../../../components/layout/page';
import { DashboardGreeting } from '../../../features/dashboards/components/dashboard-greeting';
import { FindProviderCards } from '../../../features/dashboards/components/find-provider-cards';
import { PetSummary } from '../../../features/pets/components/pet-summary';
import { useCurrentUser } from '../../../lib/session';

/**
 * The owner's dashboard (spec §2): greeting, pet count (or the prompt to add a first pet) and
 * the four ways to find care. Upcoming bookings and referrals join with their issues. The
 * admin opening it (role bypass) is greeted as admin.
 */
const OwnerDashboardScreen = () => {
  const user = useCurrentUser();
  return (
    <Page size="lg">
      <DashboardGreeting name={user.name} role={user.isAdmin ? 'admin' : 'owner'} />
      <PetSummary />
      <FindProviderCards />
    </Page>
  );
};

export default OwnerDashboardScreen;
