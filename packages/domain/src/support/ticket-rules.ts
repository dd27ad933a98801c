import { msg, type MessageKey } from '../i18n/translate.ts';
import {
  SUPPORT_THREAD_MAX,
  type SupportTicketPatch,
  type SupportTicketPriority,
  type SupportTicketStatus,
} from './support.schemas.ts';

/**
 * The rules of a support ticket's life, pure so the service and the screens
 * read the same ones:
 * - a ticket is created `open` with priority `medium`;
 * - a message sets `new_reply_admin` (an admin wrote) or `new_reply_user` (the requester wrote)
 *   and refreshes the update and last-message times;
 * - updating details merges the given fields and refreshes the update time; a status other than
 *   the two reply statuses also refreshes the last-message time.
 * The requester may write unless the ticket is closed: writing to a resolved ticket opens it again
 * as `new_reply_user`; a closed one needs a new ticket. An admin may write to any ticket.
 */

/** The times and state a ticket's row keeps. */
export type TicketState = {
  readonly status: SupportTicketStatus;
  readonly priority: SupportTicketPriority;
  readonly updatedAt: Date;
  readonly lastMessageAt: Date;
};

/** Who writes: the requester or an admin. */
export type TicketAuthor = 'user' | 'admin';

/** The two statuses a message sets. */
export const REPLY_STATUSES = [
  'new_reply_user',
  'new_reply_admin',
] as const satisfies readonly SupportTicketStatus[];

export const isReplyStatus = (status: SupportTicketStatus): boolean =>
  (REPLY_STATUSES as readonly SupportTicketStatus[]).includes(status);

/** A new ticket's state at `now` (open, medium). */
export const newTicketState = (now: Date): TicketState => ({
  status: 'open',
  priority: 'medium',
  updatedAt: now,
  lastMessageAt: now,
});

/** The status a message by `author` gives a ticket. */
export const statusAfterMessage = (author: TicketAuthor): SupportTicketStatus =>
  author === 'admin' ? 'new_reply_admin' : 'new_reply_user';

/** The ticket after a message by `author` at `now`: the reply status, both times refreshed. */
export const applyMessage = (
  ticket: TicketState,
  author: TicketAuthor,
  now: Date,
): TicketState => ({
  ...ticket,
  status: statusAfterMessage(author),
  updatedAt: now,
  lastMessageAt: now,
});

/**
 * The ticket after the admin's update at `now`: the given fields merged; the update time
 * refreshed; the last-message time too when a status is given that is not a reply status.
 */
export const applyTicketUpdate = (
  ticket: TicketState,
  patch: SupportTicketPatch,
  now: Date,
): TicketState => ({
  ...ticket,
  ...(patch.status !== undefined ? { status: patch.status } : {}),
  ...(patch.priority !== undefined ? { priority: patch.priority } : {}),
  updatedAt: now,
  lastMessageAt:
    patch.status !== undefined && !isReplyStatus(patch.status) ? now : ticket.lastMessageAt,
});

/** Whether anything would change: an update that sets what is already there is not written. */
export const changesTicket = (
  ticket: Pick<TicketState, 'status' | 'priority'>,
  patch: SupportTicketPatch,
): boolean =>
  (patch.status !== undefined && patch.status !== ticket.status) ||
  (patch.priority !== undefined && patch.priority !== ticket.priority);

export type MessageCheck =
  { ok: true } | { ok: false; reason: 'closed' | 'threadFull'; message: MessageKey };

/** Whether `author` may add a message to a ticket in `status` holding `messageCount` messages. */
export const checkNewMessage = ({
  status,
  messageCount,
  author,
}: {
  status: SupportTicketStatus;
  messageCount: number;
  author: TicketAuthor;
}): MessageCheck => {
  if (author === 'user' && status === 'closed')
    return { ok: false, reason: 'closed', message: msg('support:errors.ticketClosed') };
  if (messageCount >= SUPPORT_THREAD_MAX)
    return { ok: false, reason: 'threadFull', message: msg('support:errors.threadFull') };
  return { ok: true };
};

/** True when the requester may still write to a ticket (every status but closed). */
export const canRequesterReply = (status: SupportTicketStatus): boolean => status !== 'closed';

/** A row the admin table sets apart: the requester wrote last and no admin has answered yet. */
export const needsAdminAttention = (status: SupportTicketStatus): boolean =>
  status === 'new_reply_user';
