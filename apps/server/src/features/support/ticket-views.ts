import {
  applyMessage,
  checkNewMessage,
  readSupportTicketPriority,
  readSupportTicketStatus,
  type SupportMessage,
  type SupportTicket,
  type SupportTicketDetail,
  type TicketAuthor,
} from '@patili/domain/support';
import { isUuid } from '@patili/domain/shared';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Db } from '../../db/client.ts';
import { supportTicket, supportTicketMessage, user } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * What the support services share: the not-found answer, the ticket's columns with its requester
 * and the admin looking after it, the views the API answers, and a page of tickets.
 */

/** 'Destek talebi bulunamadı.': an unknown id, malformed or not, or someone else's ticket. */
export const ticketNotFound = () =>
  new AppError('NOT_FOUND', { messageKey: 'support:errors.ticketNotFound' });

/** An id that cannot be a ticket's is not found (it never reaches a uuid column). */
export const checkTicketId = (ticketId: string): string => {
  if (!isUuid(ticketId)) throw ticketNotFound();
  return ticketId.toLowerCase();
};

const assignedAdmin = alias(user, 'assigned_admin');

const ticketColumns = {
  id: supportTicket.id,
  number: supportTicket.number,
  userId: supportTicket.userId,
  requesterName: user.name,
  requesterEmail: user.email,
  subject: supportTicket.subject,
  description: supportTicket.description,
  status: supportTicket.status,
  priority: supportTicket.priority,
  assignedAdminId: supportTicket.assignedAdminId,
  assignedAdminName: assignedAdmin.name,
  messageCount: supportTicket.messageCount,
  lastMessageByAdmin: supportTicket.lastMessageByAdmin,
  createdAt: supportTicket.createdAt,
  updatedAt: supportTicket.updatedAt,
  lastMessageAt: supportTicket.lastMessageAt,
};

type TicketRow = {
  id: string;
  number: number;
  userId: string;
  requesterName: string;
  requesterEmail: string;
  subject: string;
  description: string;
  status: string;
  priority: string;
  assignedAdminId: string | null;
  assignedAdminName: string | null;
  messageCount: number;
  lastMessageByAdmin: boolean;
  createdAt: Date;
  updatedAt: Date;
  lastMessageAt: Date;
};

const toTicketView = (row: TicketRow): SupportTicket => ({
  id: row.id,
  number: row.number,
  requester: { id: row.userId, name: row.requesterName, email: row.requesterEmail },
  subject: row.subject,
  description: row.description,
  status: readSupportTicketStatus(row.status),
  priority: readSupportTicketPriority(row.priority),
  assignedAdminId: row.assignedAdminId,
  assignedAdminName: row.assignedAdminName,
  messageCount: row.messageCount,
  lastMessageByAdmin: row.lastMessageByAdmin,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  lastMessageAt: row.lastMessageAt.toISOString(),
});

const selectTickets = (db: Db) =>
  db
    .select(ticketColumns)
    .from(supportTicket)
    .innerJoin(user, eq(user.id, supportTicket.userId))
    .leftJoin(assignedAdmin, eq(assignedAdmin.id, supportTicket.assignedAdminId));

/**
 * A page of tickets matching `where`, latest message first, the id as tie-break: the page reads one
 * of the `(…, last_message_at desc, id desc)` indexes and joins the page's requesters by key; the
 * total is counted apart over the ticket table alone.
 */
export const pageOfTickets = async (
  db: Db,
  where: SQL | undefined,
  { page, pageSize }: { page: number; pageSize: number },
) => {
  const [counted] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(supportTicket)
    .where(where);
  const rows = await selectTickets(db)
    .where(where)
    .orderBy(desc(supportTicket.lastMessageAt), desc(supportTicket.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { items: rows.map(toTicketView), total: counted?.total ?? 0, page, pageSize };
};

/** One ticket with its whole thread (bounded by `SUPPORT_THREAD_MAX`), oldest message first. */
export const ticketDetail = async (
  db: Db,
  ticketId: string,
  owner?: string,
): Promise<SupportTicketDetail> => {
  const [row] = await selectTickets(db)
    .where(
      and(
        eq(supportTicket.id, ticketId),
        owner === undefined ? undefined : eq(supportTicket.userId, owner),
      ),
    )
    .limit(1);
  if (!row) throw ticketNotFound();
  const messages = await db
    .select()
    .from(supportTicketMessage)
    .where(eq(supportTicketMessage.ticketId, row.id))
    .orderBy(asc(supportTicketMessage.createdAt), asc(supportTicketMessage.id));
  return {
    ticket: toTicketView(row),
    messages: messages.map((message): SupportMessage => ({
      id: message.id,
      ticketId: message.ticketId,
      senderId: message.senderId,
      senderName: message.senderName,
      text: message.text,
      isAdminMessage: message.isAdminMessage,
      createdAt: message.createdAt.toISOString(),
    })),
  };
};

/** The ticket's row, locked until the transaction ends (messages and updates queue on it). */
export const lockTicket = async (db: Db, ticketId: string, owner?: string) => {
  const [row] = await db
    .select({
      id: supportTicket.id,
      number: supportTicket.number,
      userId: supportTicket.userId,
      subject: supportTicket.subject,
      status: supportTicket.status,
      priority: supportTicket.priority,
      messageCount: supportTicket.messageCount,
      updatedAt: supportTicket.updatedAt,
      lastMessageAt: supportTicket.lastMessageAt,
      requesterEmail: user.email,
      requesterName: user.name,
    })
    .from(supportTicket)
    .innerJoin(user, eq(user.id, supportTicket.userId))
    .where(
      and(
        eq(supportTicket.id, ticketId),
        owner === undefined ? undefined : eq(supportTicket.userId, owner),
      ),
    )
    .for('update', { of: supportTicket })
    .limit(1);
  if (!row) throw ticketNotFound();
  return {
    ...row,
    status: readSupportTicketStatus(row.status),
    priority: readSupportTicketPriority(row.priority),
  };
};
export type LockedTicket = Awaited<ReturnType<typeof lockTicket>>;

/**
 * Writes a message in a locked ticket (409 when the ticket takes no more from this author) and
 * moves the ticket on: its status after the author's message, the times, the count, who wrote
 * last; an admin's message also makes them the one looking after it. Answers the ticket's new state.
 */
export const addMessage = async (
  tx: Db,
  ticket: LockedTicket,
  {
    author,
    senderId,
    senderName,
    text,
    now,
  }: { author: TicketAuthor; senderId: string; senderName: string; text: string; now: Date },
) => {
  const check = checkNewMessage({
    status: ticket.status,
    messageCount: ticket.messageCount,
    author,
  });
  if (!check.ok) throw new AppError('CONFLICT', { messageKey: check.message });
  const byAdmin = author === 'admin';
  await tx.insert(supportTicketMessage).values({
    ticketId: ticket.id,
    senderId,
    senderName,
    text,
    isAdminMessage: byAdmin,
    createdAt: now,
  });
  const next = applyMessage(ticket, author, now);
  await tx
    .update(supportTicket)
    .set({
      status: next.status,
      updatedAt: next.updatedAt,
      lastMessageAt: next.lastMessageAt,
      messageCount: sql`${supportTicket.messageCount} + 1`,
      lastMessageByAdmin: byAdmin,
      ...(byAdmin ? { assignedAdminId: senderId } : {}),
    })
    .where(eq(supportTicket.id, ticket.id));
  return next;
};
