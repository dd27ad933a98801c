import { msg, type MessageKey } from '../i18n/translate.ts';
import type { SecurityAlertSeverity, SecurityAlertType } from './security.schemas.ts';

/**
 * A new security alert tells the admins who keep the `security_alert` topic on; a
 * repeat of an open alert does not. The text is written when it is read, in the reader's language,
 * from the payload kept with it; it links to the alert on the security operations page.
 */
export const SECURITY_NOTIFICATION_TYPES = ['security_alert_raised'] as const;
export type SecurityNotificationType = (typeof SECURITY_NOTIFICATION_TYPES)[number];

export const isSecurityNotificationType = (value: unknown): value is SecurityNotificationType =>
  typeof value === 'string' && (SECURITY_NOTIFICATION_TYPES as readonly string[]).includes(value);

/** Title (`{{type}}`) and body (`{{severity}}`, `{{description}}`). */
export const SECURITY_NOTIFICATION_MESSAGES: Readonly<Record<SecurityNotificationType, { title: MessageKey; body: MessageKey }>> = {
  security_alert_raised: { title: msg('security:notification.alertRaised.title'), body: msg('security:notification.alertRaised.body') },
};

export type SecurityNotificationPayload = {
  readonly alertId: string;
  readonly alertType: SecurityAlertType;
  readonly severity: SecurityAlertSeverity;
  readonly description: string;
};
