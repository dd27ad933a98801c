import { buildPath } from '@patili/domain/access';
import type { SupportNotificationType, SupportTicketStatus } from '@patili/domain/support';

import type { Db } from '../../db/client.ts';
import { adminRecipients } from '../../lib/notifications/admin-recipients.ts';
import {
  recordNotifications,
  type NotificationRow,
} from '../../lib/notifications/notifications.ts';

/**
 * Who hears of a ticket's events, written in the event's transaction: the admins who
 * keep the `support_ticket` topic on hear of a new ticket and of the requester's replies, with a
 * link that opens the ticket on the admin's page; the requester hears of an admin's answer and of a
 * status change, with a link to the ticket's thread.
 */

type TicketRef = { id: string; number: number; subject: string };

export const notifyAdmins = async ({
  db,
  type,
  ticket,
  requesterName,
  now,
}: {
  db: Db;
  type: Extract<SupportNotificationType, 'support_ticket_opened' | 'support_user_replied'>;
  ticket: TicketRef;
  requesterName: string;
  now: Date;
}): Promise<NotificationRow[]> => {
  const admins = await adminRecipients(db, 'support_ticket');
  const path = buildPath('admin.support', undefined, { ticket: ticket.id });
  return recordNotifications({
    db,
    now,
    notifications: admins.map((userId) => ({
      userId,
      type,
      payload: {
        ticketId: ticket.id,
        ticketNumber: ticket.number,
        subject: ticket.subject,
        actorName: requesterName,
      },
      path,
    })),
  });
};

export const notifyRequester = async ({
  db,
  type,
  ticket,
  requesterId,
  status,
  now,
}: {
  db: Db;
  type: Extract<SupportNotificationType, 'support_admin_replied' | 'support_status_changed'>;
  ticket: TicketRef;
  requesterId: string;
  status?: SupportTicketStatus;
  now: Date;
}): Promise<NotificationRow[]> =>
  recordNotifications({
    db,
    now,
    notifications: [
      {
        userId: requesterId,
        type,
        payload: {
          ticketId: ticket.id,
          ticketNumber: ticket.number,
          subject: ticket.subject,
          actorName: '',
          ...(status === undefined ? {} : { status }),
        },
        path: buildPath('support.ticket', { ticketId: ticket.id }),
      },
    ],
  });
