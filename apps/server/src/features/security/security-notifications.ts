import { isMessageKey } from '@patili/domain/i18n';
import {
  SECURITY_NOTIFICATION_MESSAGES,
  SECURITY_NOTIFICATION_TYPES,
  type SecurityNotificationType,
} from '@patili/domain/security';

import { t } from '../../lib/i18n.ts';
import { payloadText } from '../../lib/notifications/format.ts';
import { renderEach, type NotificationRenderer } from '../../lib/notifications/notifications.ts';

/** A new security alert, told to the admins: its type and severity in the reader's words, and its one line. */
const renderSecurityNotification: NotificationRenderer = (locale, row) => {
  const messages = SECURITY_NOTIFICATION_MESSAGES[row.type as SecurityNotificationType];
  const typeKey = `security:types.${payloadText(row.payload.alertType) ?? 'new_vulnerability'}`;
  const severityKey = `security:severities.${payloadText(row.payload.severity) ?? 'medium'}`;
  return {
    title: t(locale, messages.title, { type: isMessageKey(typeKey) ? t(locale, typeKey) : '' }),
    body: t(locale, messages.body, {
      severity: isMessageKey(severityKey) ? t(locale, severityKey) : '',
      description: payloadText(row.payload.description) ?? '',
    }),
  };
};

/** The security feature's notification kinds (its alerts are raised by `lib/security`) and how each is written. */
export const securityNotifications = renderEach(SECURITY_NOTIFICATION_TYPES, renderSecurityNotification);
