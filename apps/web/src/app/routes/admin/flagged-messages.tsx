import { useTranslation } from 'react-i18next';

import { Page } from '../../../components/layout/page';
import { FlagQueue } from '../../../features/moderation/components/flag-queue';

/** Flagged messages: the review queue of reported chat messages and forum content. */
const AdminFlaggedMessagesScreen = () => {
  const { t } = useTranslation();
  return (
    <Page size="xl" title={t('moderation:title')} description={t('moderation:description')}>
      <FlagQueue />
    </Page>
  );
};

export default AdminFlaggedMessagesScreen;
