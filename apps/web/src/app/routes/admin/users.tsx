import { useTranslation } from 'react-i18next';

import { Page } from '../../../components/layout/page';
import { UserManagement } from '../../../features/users/components/user-management';

/** User management. */
const AdminUsersScreen = () => {
  const { t } = useTranslation();
  return (
    <Page size="xl" title={t('users:title')} description={t('users:intro')}>
      <UserManagement />
    </Page>
  );
};

export default AdminUsersScreen;
