import { isProviderRole } from '@patili/domain/access';

import { Page } from '../../../components/layout/page';
import { MyArticlesBlock } from '../../../features/articles/components/my-articles-block';
import { DashboardGreeting } from '../../../features/dashboards/components/dashboard-greeting';
import { ProviderDashboard } from '../../../features/dashboards/components/provider-dashboard';
import { useCurrentUser } from '../../../lib/session';

/**
 * One dashboard screen for the four provider kinds: the greeting, then the kind's counts and
 * shortcuts. The admin opening a role dashboard (role bypass) is greeted as admin and sees no
 * numbers: theirs are the platform's, on the admin dashboard.
 */
const RoleDashboardScreen = () => {
  const user = useCurrentUser();
  const kind = !user.isAdmin && isProviderRole(user.role) ? user.role : null;
  return (
    <Page size="lg">
      <DashboardGreeting name={user.name} role={kind ?? 'admin'} />
      {kind ? <ProviderDashboard kind={kind} /> : null}
      {/* The trainer's expert articles: the trainer dashboard's article block. */}
      {kind === 'trainer' ? <MyArticlesBlock /> : null}
    </Page>
  );
};

export default RoleDashboardScreen;
