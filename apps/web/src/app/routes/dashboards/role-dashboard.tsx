import { Page } from '../../../components/layout/page';
import { DashboardGreeting } from '../../../features/dashboards/components/dashboard-greeting';
import { useCurrentUser } from '../../../lib/session';

/**
 * One dashboard screen for the five roles; each role's panels join it as their feature issues
 * land. The admin opening a role dashboard (role bypass) is greeted as admin.
 */
const RoleDashboardScreen = () => {
  const user = useCurrentUser();
  const role = user.isAdmin || user.role === 'none' ? 'admin' : user.role;
  return (
    <Page size="lg">
      <DashboardGreeting name={user.name} role={role} />
    </Page>
  );
};

export default RoleDashboardScreen;
