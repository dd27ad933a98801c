import { ActionIcon, Indicator } from '@mantine/core';
import { buildPath, type StaticRouteId } from '@patili/domain/access';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useUnreadCount } from '../api/get-unread-count';

/** The badge shows up to this many; more reads `99+`. */
const BADGE_MAX = 99;

/**
 * The bell in the top bar: a link to the role's notifications page with the unread count on it,
 * kept fresh by `useUnreadCount` (every minute and on focus).
 */
export const NotificationBell = ({ route }: { route: StaticRouteId }) => {
  const { t } = useTranslation();
  const unread = useUnreadCount();
  const count = unread.data ?? 0;
  return (
    <Indicator
      label={count > BADGE_MAX ? `${BADGE_MAX}+` : count}
      disabled={count === 0}
      size={18}
      offset={4}
      color="red"
      inline
    >
      <ActionIcon
        component={Link}
        to={buildPath(route)}
        variant="subtle"
        color="gray"
        size="lg"
        radius="xl"
        aria-label={
          count > 0 ? t('nav:notificationsBellUnread', { count }) : t('nav:notificationsBell')
        }
        data-testid="notification-bell"
      >
        <IconBell size={20} />
      </ActionIcon>
    </Indicator>
  );
};
