import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { Page } from '../../../components/layout/page';
import { AdminNotificationSettings } from '../../../features/notifications/components/admin-notification-settings';
import { NotificationList } from '../../../features/notifications/components/notification-list';

/**
 * Notification settings: the admin's four choices, and below them the
 * notifications those choices let through (new flags, tickets, receipts, alerts).
 */
const AdminNotificationSettingsScreen = () => {
  const { t } = useTranslation();
  return (
    <Page
      size="md"
      title={t('notifications:adminSettings.title')}
      description={t('notifications:adminSettings.description')}
    >
      <AdminNotificationSettings />
      <Title order={2} size="h3">
        {t('notifications:adminSettings.recent')}
      </Title>
      <NotificationList />
    </Page>
  );
};

export default AdminNotificationSettingsScreen;
