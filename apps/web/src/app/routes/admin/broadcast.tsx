import { useTranslation } from 'react-i18next';

import { Page } from '../../../components/layout/page';
import { BroadcastForm } from '../../../features/broadcasts/components/broadcast-form';
import { BroadcastHistory } from '../../../features/broadcasts/components/broadcast-history';

/** Broadcast: send an announcement to an audience, and the history of those sent. */
const AdminBroadcastScreen = () => {
  const { t } = useTranslation();
  return (
    <Page size="lg" title={t('broadcasts:title')} description={t('broadcasts:description')}>
      <BroadcastForm />
      <BroadcastHistory />
    </Page>
  );
};

export default AdminBroadcastScreen;
