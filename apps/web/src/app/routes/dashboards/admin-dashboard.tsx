import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { Page } from '../../../components/layout/page';
import { StatsTiles } from '../../../features/admin/components/stats-tiles';
import { DashboardGreeting } from '../../../features/dashboards/components/dashboard-greeting';
import { useCurrentUser } from '../../../lib/session';

/** The admin's dashboard: greeting and the platform's user counts. */
const AdminDashboardScreen = () => {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <Page size="lg">
      <DashboardGreeting name={user.name} role="admin" />
      <Text fw={600}>{t('admin:stats.usersByRole')}</Text>
      <StatsTiles />
    </Page>
  );
};

export default AdminDashboardScreen;
