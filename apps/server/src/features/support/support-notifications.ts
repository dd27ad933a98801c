import { isMessageKey } from '@patili/domain/i18n';
import {
  formatTicketNumber,
  SUPPORT_NOTIFICATION_MESSAGES,
  SUPPORT_NOTIFICATION_TYPES,
  type SupportNotificationType,
} from '@patili/domain/support';

import { t } from '../../lib/i18n.ts';
import { payloadText } from '../../lib/notifications/format.ts';
import { renderEach, type NotificationRenderer } from '../../lib/notifications/notifications.ts';

/** What stands for the number of a ticket deleted before its notifications kept it. */
const NO_NUMBER = '—';

/**
 * A support ticket's event: a new ticket or reply for the admins, an answer or status change for
 * its requester, naming the ticket by its number (`DT-000123`).
 */
const renderSupportNotification: NotificationRenderer = (locale, row) => {
  const messages = SUPPORT_NOTIFICATION_MESSAGES[row.type as SupportNotificationType];
  const payload = row.payload;
  const statusKey = `support:userStatus.${payloadText(payload.status) ?? 'open'}`;
  const number = payload.ticketNumber;
  return {
    title: t(locale, messages.title),
    body: t(locale, messages.body, {
      number:
        typeof number === 'number' && Number.isSafeInteger(number) && number > 0
          ? formatTicketNumber(number)
          : NO_NUMBER,
      name: payloadText(payload.actorName) ?? '',
      subject: payloadText(payload.subject) ?? '',
      status: isMessageKey(statusKey) ? t(locale, statusKey) : '',
    }),
  };
};

/** The support feature's notification kinds and how each is written. */
export const supportNotifications = renderEach(
  SUPPORT_NOTIFICATION_TYPES,
  renderSupportNotification,
);
