import { useTranslation } from 'react-i18next';

import { Page } from '../../../components/layout/page';
import { AdminMatchTable } from '../../../features/lostfound/components/admin-match-table';

/** Lost-found matches: review the stored lost/found pairs. */
const AdminLostFoundMatchesScreen = () => {
  const { t } = useTranslation();
  return (
    <Page
      size="xl"
      title={t('lostfound:adminMatches.title')}
      description={t('lostfound:adminMatches.description')}
    >
      <AdminMatchTable />
    </Page>
  );
};

export default AdminLostFoundMatchesScreen;
