import { and, asc, eq, inArray } from 'drizzle-orm';

import { supportTicket, supportTicketMessage } from '../../db/schema/index.ts';
import type { DataExporter } from '../../lib/privacy.ts';

/**
 * The support feature's part of a data export: the tickets the user opened (subject, their
 * description, status, dates) and the messages they wrote in them; the admins' answers are the
 * admins' words and stay out.
 */
export const supportExportData: DataExporter = async ({ db, userId }) => {
  const tickets = await db
    .select({
      id: supportTicket.id,
      number: supportTicket.number,
      subject: supportTicket.subject,
      description: supportTicket.description,
      status: supportTicket.status,
      priority: supportTicket.priority,
      messageCount: supportTicket.messageCount,
      createdAt: supportTicket.createdAt,
      updatedAt: supportTicket.updatedAt,
      lastMessageAt: supportTicket.lastMessageAt,
    })
    .from(supportTicket)
    .where(eq(supportTicket.userId, userId))
    .orderBy(asc(supportTicket.createdAt), asc(supportTicket.id));
  const messages = await db
    .select({
      id: supportTicketMessage.id,
      ticketId: supportTicketMessage.ticketId,
      text: supportTicketMessage.text,
      createdAt: supportTicketMessage.createdAt,
    })
    .from(supportTicketMessage)
    .where(
      and(
        inArray(
          supportTicketMessage.ticketId,
          db
            .select({ id: supportTicket.id })
            .from(supportTicket)
            .where(eq(supportTicket.userId, userId)),
        ),
        eq(supportTicketMessage.senderId, userId),
      ),
    )
    .orderBy(asc(supportTicketMessage.createdAt), asc(supportTicketMessage.id));
  return [
    {
      area: 'support_tickets',
      data: tickets.map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        lastMessageAt: row.lastMessageAt.toISOString(),
      })),
    },
    {
      area: 'support_messages',
      data: messages.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    },
  ];
};
