import { buildPath, type StaticRouteId } from '@patili/domain/access';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { CountIconLink } from '../../../components/navigation/count-icon-link';
import { useUnreadCount } from '../api/get-unread-count';

/**
 * The bell in the top bar: a link to the role's notifications page with the unread count on it,
 * kept fresh by `useUnreadCount` (every minute and on focus).
 */
export const NotificationBell = ({ route }: { route: StaticRouteId }) => {
  const { t } = useTranslation();
  const count = useUnreadCount().data ?? 0;
  return (
    <CountIconLink
      to={buildPath(route)}
      count={count}
      label={count > 0 ? t('nav:notificationsBellUnread', { count }) : t('nav:notificationsBell')}
      icon={<IconBell size={20} />}
      testId="notification-bell"
    />
  );
};
