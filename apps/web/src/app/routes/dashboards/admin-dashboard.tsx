import { Stack } from '@mantine/core';

import { Page } from '../../../components/layout/page';
import { AdminShortcuts } from '../../../features/admin/components/admin-shortcuts';
import { StatsTiles } from '../../../features/admin/components/stats-tiles';
import { DashboardGreeting } from '../../../features/dashboards/components/dashboard-greeting';
import { MoneyFiguresPanel } from '../../../features/reports/components/money-figures-panel';
import { useCurrentUser } from '../../../lib/session';

/**
 * The admin's dashboard: the welcome line, links to the main back-office pages, the
 * platform's counts, the commission paid so far and the users by role, then the last 30 days'
 * money by the same figures as the reports and finance pages.
 */
const AdminDashboardScreen = () => {
  const user = useCurrentUser();
  return (
    <Page size="xl">
      <Stack gap="xl">
        <DashboardGreeting name={user.name} role="admin" />
        <AdminShortcuts />
        <StatsTiles />
        <MoneyFiguresPanel />
      </Stack>
    </Page>
  );
};

export default AdminDashboardScreen;
