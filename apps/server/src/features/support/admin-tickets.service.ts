import {
  applyTicketUpdate,
  changesTicket,
  formatTicketNumber,
  type SupportTicketDetail,
  type SupportTicketPage,
  type SupportTicketPatch,
  type SupportTicketStatus,
} from '@patili/domain/support';
import { eq } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { supportTicket } from '../../db/schema/index.ts';
import { recordAdminAction, type AuditActor } from '../../lib/audit.ts';
import type { Messenger } from '../../lib/mail/messenger.ts';
import {
  sendNotificationEmails,
  type NotificationRow,
} from '../../lib/notifications/notifications.ts';
import { notifyRequester } from './support-notices.ts';
import { supportNotifications } from './support-notifications.ts';
import {
  addMessage,
  checkTicketId,
  lockTicket,
  pageOfTickets,
  ticketDetail,
  type LockedTicket,
} from './ticket-views.ts';

/**
 * The admins' side of support tickets: every ticket
 * or those of one status, a ticket's thread, an answer, and a change of status or priority. Each
 * answer and change is written to the action log in its own transaction and tells the requester
 * (in the app, and by e-mail once committed). The admin who acts is the one looking after it.
 */

type Mail = { messenger: Messenger; appUrl: string };

/** How the log names a ticket: its number, subject and requester. */
const ticketLabel = (ticket: LockedTicket) =>
  `Talep ${formatTicketNumber(ticket.number)} “${ticket.subject}” (${ticket.requesterEmail})`;

/** `GET /api/admin/support-tickets`: a page of tickets, of one status or all, latest message first. */
export const listTickets = ({
  db,
  query,
}: {
  db: Db;
  query: { status?: SupportTicketStatus | undefined; page: number; pageSize: number };
}): Promise<SupportTicketPage> =>
  pageOfTickets(
    db,
    query.status === undefined ? undefined : eq(supportTicket.status, query.status),
    query,
  );

/** `GET /api/admin/support-tickets/{ticketId}`: any ticket with its thread. */
export const getTicket = ({
  db,
  ticketId,
}: {
  db: Db;
  ticketId: string;
}): Promise<SupportTicketDetail> => ticketDetail(db, checkTicketId(ticketId));

/**
 * `POST /api/admin/support-tickets/{ticketId}/messages`: an admin answers; the ticket becomes
 * `new_reply_admin`, its times refresh, the admin looks after it; logged as `ticket_replied`.
 */
export const replyAsAdmin = async ({
  db,
  messenger,
  appUrl,
  actor,
  ticketId,
  text,
  now,
}: Mail & {
  db: Db;
  actor: AuditActor;
  ticketId: string;
  text: string;
  now: Date;
}): Promise<SupportTicketDetail> => {
  const id = checkTicketId(ticketId);
  const notifications = await db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, id);
    const next = await addMessage(tx, ticket, {
      author: 'admin',
      senderId: actor.adminId,
      senderName: actor.adminName,
      text,
      now,
    });
    await recordAdminAction(tx, actor, {
      actionType: 'ticket_replied',
      targetType: 'support_ticket',
      targetId: ticket.id,
      description: `${ticketLabel(ticket)} yanıtlandı; durum: ${ticket.status} → ${next.status}`,
    });
    return notifyRequester({
      db: tx,
      type: 'support_admin_replied',
      ticket,
      requesterId: ticket.userId,
      now,
    });
  });
  await sendNotificationEmails({
    db,
    messenger,
    appUrl,
    renderers: supportNotifications,
    notifications,
  });
  return ticketDetail(db, id);
};

/**
 * `PATCH /api/admin/support-tickets/{ticketId}`: merges the given status and priority;
 * a status that is not a reply status also refreshes the last-message time. Each changed field is
 * logged (`ticket_status_changed`, `ticket_priority_changed`); a new status tells the requester.
 * Setting what is already there changes and logs nothing.
 */
export const updateTicket = async ({
  db,
  messenger,
  appUrl,
  actor,
  ticketId,
  patch,
  now,
}: Mail & {
  db: Db;
  actor: AuditActor;
  ticketId: string;
  patch: SupportTicketPatch;
  now: Date;
}): Promise<SupportTicketDetail> => {
  const id = checkTicketId(ticketId);
  const notifications = await db.transaction(async (tx): Promise<NotificationRow[]> => {
    const ticket = await lockTicket(tx, id);
    if (!changesTicket(ticket, patch)) return [];
    const next = applyTicketUpdate(ticket, patch, now);
    await tx
      .update(supportTicket)
      .set({
        status: next.status,
        priority: next.priority,
        updatedAt: next.updatedAt,
        lastMessageAt: next.lastMessageAt,
        assignedAdminId: actor.adminId,
      })
      .where(eq(supportTicket.id, ticket.id));
    if (next.status !== ticket.status) {
      await recordAdminAction(tx, actor, {
        actionType: 'ticket_status_changed',
        targetType: 'support_ticket',
        targetId: ticket.id,
        description: `${ticketLabel(ticket)} durum: ${ticket.status} → ${next.status}`,
      });
    }
    if (next.priority !== ticket.priority) {
      await recordAdminAction(tx, actor, {
        actionType: 'ticket_priority_changed',
        targetType: 'support_ticket',
        targetId: ticket.id,
        description: `${ticketLabel(ticket)} öncelik: ${ticket.priority} → ${next.priority}`,
      });
    }
    return next.status === ticket.status
      ? []
      : notifyRequester({
          db: tx,
          type: 'support_status_changed',
          ticket,
          requesterId: ticket.userId,
          status: next.status,
          now,
        });
  });
  await sendNotificationEmails({
    db,
    messenger,
    appUrl,
    renderers: supportNotifications,
    notifications,
  });
  return ticketDetail(db, id);
};
