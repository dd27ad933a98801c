import { useTranslation } from 'react-i18next';

import { Page } from '../../../components/layout/page';
import { NotificationList } from '../../../features/notifications/components/notification-list';

/**
 * Notifications (the vet's, walker's and trainer's notifications; the owner's and the
 * sitter's at the shared `/notifications`), one screen on every route.
 */
const NotificationsScreen = () => {
  const { t } = useTranslation();
  return (
    <Page size="md" title={t('notifications:title')} description={t('notifications:description')}>
      <NotificationList />
    </Page>
  );
};

export default NotificationsScreen;
