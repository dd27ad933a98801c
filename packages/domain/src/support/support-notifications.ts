import { msg, type MessageKey } from '../i18n/translate.ts';
import type { SupportTicketStatus } from './support.schemas.ts';

/**
 * What a ticket's events tell (the admin and the user are notified of each other's
 * replies): the admins hear of a new ticket and of the requester's replies (the admins who keep
 * the `support_ticket` topic on), the requester of an admin's reply and of a status change. The
 * text is written when it is read, in the reader's language, from the payload kept with it.
 */
export const SUPPORT_NOTIFICATION_TYPES = [
  'support_ticket_opened',
  'support_user_replied',
  'support_admin_replied',
  'support_status_changed',
] as const;
export type SupportNotificationType = (typeof SUPPORT_NOTIFICATION_TYPES)[number];

export const isSupportNotificationType = (value: unknown): value is SupportNotificationType =>
  typeof value === 'string' && (SUPPORT_NOTIFICATION_TYPES as readonly string[]).includes(value);

/**
 * Title and body of each type; the body reads `{{number}}` (the ticket's, `DT-000123`), `{{name}}`
 * (who wrote), `{{subject}}` and `{{status}}`.
 */
export const SUPPORT_NOTIFICATION_MESSAGES: Readonly<
  Record<SupportNotificationType, { title: MessageKey; body: MessageKey }>
> = {
  support_ticket_opened: {
    title: msg('support:notification.opened.title'),
    body: msg('support:notification.opened.body'),
  },
  support_user_replied: {
    title: msg('support:notification.userReplied.title'),
    body: msg('support:notification.userReplied.body'),
  },
  support_admin_replied: {
    title: msg('support:notification.adminReplied.title'),
    body: msg('support:notification.adminReplied.body'),
  },
  support_status_changed: {
    title: msg('support:notification.statusChanged.title'),
    body: msg('support:notification.statusChanged.body'),
  },
};

/** What a ticket's notification keeps (as the ticket was at the event). */
export type SupportNotificationPayload = {
  readonly ticketId: string;
  /** The ticket's number; a notification about a ticket deleted before numbers were kept has none. */
  readonly ticketNumber?: number;
  readonly subject: string;
  /** The requester's name for the admins; the requester is told of "the support team". */
  readonly actorName: string;
  /** The new status of a status change (its label in the reader's words: `support:userStatus.*`). */
  readonly status?: SupportTicketStatus;
};
