import {
  newTicketState,
  SUPPORT_TICKET_RATE_LIMIT,
  type CreateSupportTicket,
  type SupportTicketDetail,
  type SupportTicketPage,
} from '@patili/domain/support';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { supportTicket, user } from '../../db/schema/index.ts';
import type { AccountHooks } from '../../lib/account-hooks.ts';
import { AppError, tooManyAttempts } from '../../lib/app-error.ts';
import { notifyAdmins } from './support-notices.ts';
import {
  addMessage,
  checkTicketId,
  lockTicket,
  pageOfTickets,
  ticketDetail,
} from './ticket-views.ts';

/**
 * The requester's side of support tickets: open a ticket,
 * list one's own, read a thread and write in it. Someone else's ticket is not found.
 */

const userNotFound = () => new AppError('NOT_FOUND', { messageKey: 'support:errors.userNotFound' });

/**
 * `POST /api/support/tickets`: opens a ticket, `open` with priority `medium` , and tells
 * the admins. The requester must be a live account ('User not found for support ticket.')
 * and not the admin (admins never open tickets); at most
 * `SUPPORT_TICKET_RATE_LIMIT` tickets an hour (429).
 */
export const createTicket = async ({
  db,
  requesterId,
  input,
  now,
}: {
  db: Db;
  requesterId: string;
  input: CreateSupportTicket;
  now: Date;
}): Promise<SupportTicketDetail> => {
  const ticketId = await db.transaction(async (tx) => {
    // One ticket of a requester at a time, in every server process: the count below then holds.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`support-ticket:${requesterId}`}, 0))`,
    );
    const [requester] = await tx
      .select({ id: user.id, name: user.name, role: user.role })
      .from(user)
      .where(and(eq(user.id, requesterId), isNull(user.deletedAt)))
      .limit(1);
    if (!requester) throw userNotFound();
    if (requester.role === 'admin')
      throw new AppError('FORBIDDEN', { messageKey: 'support:errors.adminCannotOpen' });
    const [oldestCounted] = await tx
      .select({ createdAt: supportTicket.createdAt })
      .from(supportTicket)
      .where(
        and(
          eq(supportTicket.userId, requester.id),
          gt(supportTicket.createdAt, new Date(now.getTime() - SUPPORT_TICKET_RATE_LIMIT.windowMs)),
        ),
      )
      .orderBy(desc(supportTicket.createdAt))
      .offset(SUPPORT_TICKET_RATE_LIMIT.count - 1)
      .limit(1);
    if (oldestCounted) {
      throw tooManyAttempts(
        oldestCounted.createdAt.getTime() + SUPPORT_TICKET_RATE_LIMIT.windowMs - now.getTime(),
        'support:errors.ticketRateLimited',
      );
    }
    const [row] = await tx
      .insert(supportTicket)
      .values({
        userId: requester.id,
        subject: input.subject,
        description: input.description,
        ...newTicketState(now),
        createdAt: now,
      })
      .returning({
        id: supportTicket.id,
        number: supportTicket.number,
        subject: supportTicket.subject,
      });
    if (!row) throw new Error('support ticket insert returned nothing');
    await notifyAdmins({
      db: tx,
      type: 'support_ticket_opened',
      ticket: row,
      requesterName: requester.name,
      now,
    });
    return row.id;
  });
  return ticketDetail(db, ticketId);
};

/** `GET /api/support/tickets`: the requester's tickets, latest message first (`support_ticket_user_idx`). */
export const listMyTickets = ({
  db,
  requesterId,
  query,
}: {
  db: Db;
  requesterId: string;
  query: { page: number; pageSize: number };
}): Promise<SupportTicketPage> => pageOfTickets(db, eq(supportTicket.userId, requesterId), query);

/** `GET /api/support/tickets/{ticketId}`: one of the requester's tickets with its thread. */
export const getMyTicket = ({
  db,
  requesterId,
  ticketId,
}: {
  db: Db;
  requesterId: string;
  ticketId: string;
}): Promise<SupportTicketDetail> => ticketDetail(db, checkTicketId(ticketId), requesterId);

/**
 * `POST /api/support/tickets/{ticketId}/messages`: the requester writes in their ticket; it becomes
 * `new_reply_user` (a resolved ticket opens again), its times refresh, and the admins are told. A
 * closed ticket takes no message (409), nor a full thread.
 */
export const replyAsRequester = async ({
  db,
  requesterId,
  ticketId,
  text,
  now,
}: {
  db: Db;
  requesterId: string;
  ticketId: string;
  text: string;
  now: Date;
}): Promise<SupportTicketDetail> => {
  const id = checkTicketId(ticketId);
  // The admins are told in the app (their page lists every ticket); no e-mail leaves for them.
  await db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, id, requesterId);
    await addMessage(tx, ticket, {
      author: 'user',
      senderId: requesterId,
      senderName: ticket.requesterName,
      text,
      now,
    });
    await notifyAdmins({
      db: tx,
      type: 'support_user_replied',
      ticket,
      requesterName: ticket.requesterName,
      now,
    });
  });
  return ticketDetail(db, id, requesterId);
};

/** A deleted account's tickets go with it: their text is the person's own. */
export const supportAccountHooks: AccountHooks = {
  deleted: async ({ db, userId }) => {
    await db.delete(supportTicket).where(eq(supportTicket.userId, userId));
  },
};
