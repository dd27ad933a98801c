import { Stack } from '@mantine/core';

import { Page } from '../../../components/layout/page';
import { AdminShortcuts } from '../../../features/admin/components/admin-shortcuts';
import { StatsTiles } from '../../../features/admin/components/stats-tiles';
import { DashboardGreeting } from '../../../features/dashboards/components/dashboard-greeting';
import { useCurrentUser } from '../../../lib/session';

/**
 * The admin's dashboard: the welcome line, links to the main back-office pages, the
 * platform's counts and revenue, the users by role.
 */
const AdminDashboardScreen = () => {
  const user = useCurrentUser();
  return (
    <Page size="xl">
      <Stack gap="xl">
        <DashboardGreeting name={user.name} role="admin" />
        <AdminShortcuts />
        <StatsTiles />
      </Stack>
    </Page>
  );
};

export default AdminDashboardScreen;
