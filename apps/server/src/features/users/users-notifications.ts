import { isMessageKey } from '@patili/domain/i18n';
import {
  USERS_NOTIFICATION_MESSAGES,
  USERS_NOTIFICATION_TYPES,
  type UsersNotificationType,
} from '@patili/domain/users';

import { t } from '../../lib/i18n.ts';
import { payloadText } from '../../lib/notifications/format.ts';
import { renderEach, type NotificationRenderer } from '../../lib/notifications/notifications.ts';

/** An admin changed the reader's role. */
const renderUsersNotification: NotificationRenderer = (locale, row) => {
  const messages = USERS_NOTIFICATION_MESSAGES[row.type as UsersNotificationType];
  const roleKey = `common:roles.${payloadText(row.payload.role) ?? 'none'}`;
  return {
    title: t(locale, messages.title),
    body: t(locale, messages.body, { role: isMessageKey(roleKey) ? t(locale, roleKey) : '' }),
  };
};

/** The users feature's notification kinds and how each is written. */
export const usersNotifications = renderEach(USERS_NOTIFICATION_TYPES, renderUsersNotification);
