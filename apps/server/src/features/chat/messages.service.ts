import {
  MESSAGE_RATE_LIMIT,
  type ChatMessage,
  type ConversationRead,
  type MessagePage,
  type SendMessage,
  toChatMessage,
} from '@patili/domain/chat';
import type { Locale } from '@patili/domain/i18n';
import { hasForbiddenCharacters } from '@patili/domain/shared';
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { conversation, conversationMember, message } from '../../db/schema/index.ts';
import { fieldError, tooManyAttempts } from '../../lib/app-error.ts';
import { contactsProtectedIn } from '../../lib/chat-contacts.ts';
import { attachFreshFiles } from '../../lib/files/files.ts';
import { signalRealtime } from '../../lib/realtime/signal.ts';
import { openConversation, type OpenedConversation } from './conversation-access.ts';

/**
 * Messages: history by cursor, sending (idempotent by the client's id, stored and
 * committed before it is answered, rate-limited in the database so the limit holds across server
 * processes) and read marks. Each send and read signals the realtime listeners in its transaction.
 */

export type MessageRow = typeof message.$inferSelect;

type ConversationArgs = {
  db: Db;
  callerId: string;
  chatId: string;
  asker: string | undefined;
  locale: Locale;
};

/** How the caller reads this conversation's messages: contact details hidden until a booking is confirmed. */
const readerOf = async (db: Db, callerId: string, opened: OpenedConversation) => ({
  readerId: callerId,
  protectContacts: await contactsProtectedIn(db, {
    kind: opened.ref.kind,
    members: [callerId, opened.otherId],
  }),
});

/**
 * `GET …/messages`: the page of history before `before` (the newest page without it), oldest first
 * within the page, and the cursor of the page before it (null at the start). A conversation with
 * no message yet has an empty history. Each message reads as the caller may see it: contact
 * details the other member wrote are masked while the conversation protects them.
 */
export const listMessages = async ({
  query,
  ...args
}: ConversationArgs & {
  query: { before: string | undefined; limit: number };
}): Promise<MessagePage> => {
  const opened = await openConversation({ ...args, withContext: false });
  if (!opened.stored) return { items: [], nextCursor: null };
  const [rows, reader] = await Promise.all([
    args.db
      .select()
      .from(message)
      .where(
        and(
          eq(message.conversationId, opened.stored.id),
          query.before === undefined ? undefined : lt(message.cursor, BigInt(query.before)),
        ),
      )
      .orderBy(desc(message.cursor))
      .limit(query.limit + 1),
    readerOf(args.db, args.callerId, opened),
  ]);
  const page = rows.slice(0, query.limit).reverse();
  return {
    items: page.map((row) => toChatMessage(row, reader)),
    nextCursor: rows.length > query.limit && page[0] ? page[0].cursor.toString() : null,
  };
};

/** Line ends as one newline, whatever the sender's system wrote. */
const normalizeText = (text: string) => text.replace(/\r\n?/g, '\n');

/**
 * 429 once the sender has sent `MESSAGE_RATE_LIMIT.messages` in the window before `now`, counted
 * from the stored messages (`message_sender_created_idx`), with when the oldest of them leaves it.
 */
const checkRateLimit = async (db: Db, senderId: string, now: Date) => {
  const { messages, windowMs } = MESSAGE_RATE_LIMIT;
  const [oldestCounted] = await db
    .select({ createdAt: message.createdAt })
    .from(message)
    .where(
      and(
        eq(message.senderId, senderId),
        gt(message.createdAt, new Date(now.getTime() - windowMs)),
      ),
    )
    .orderBy(desc(message.createdAt))
    .offset(messages - 1)
    .limit(1);
  if (oldestCounted) {
    throw tooManyAttempts(
      oldestCounted.createdAt.getTime() + windowMs - now.getTime(),
      'chat:errors.rateLimited',
    );
  }
};

/**
 * `POST …/messages`: stores the message and answers it once committed (`created`), or, for a
 * `clientId` the sender used before in this conversation (a retry), answers the stored message and
 * writes nothing. The conversation row and its two members are written with its first message.
 * The text is stored as written; the sender reads it whole, with `hidden_for_other` when the
 * other member reads contact details in it masked.
 */
export const sendMessage = async ({
  input,
  now,
  ...args
}: ConversationArgs & { input: SendMessage; now: Date }): Promise<{
  message: ChatMessage;
  created: boolean;
}> => {
  const text = normalizeText(input.text);
  if (hasForbiddenCharacters(text)) throw fieldError('text', 'errors:forbiddenCharacter');
  const opened = await openConversation({ ...args, withContext: false });
  const { db, callerId } = args;
  const reader = await readerOf(db, callerId, opened);

  return db.transaction(async (tx) => {
    // One send of a sender at a time, in every server process: the retry check, the rate count and
    // the attachment check below then hold for concurrent sends too.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`chat-send:${callerId}`}, 0))`,
    );
    const [earlier] = await tx
      .select({ message, chatKey: conversation.chatKey })
      .from(message)
      .innerJoin(conversation, eq(conversation.id, message.conversationId))
      .where(and(eq(message.senderId, callerId), eq(message.clientId, input.clientId)))
      .limit(1);
    if (earlier) {
      // The same id for a message to another conversation is not a retry of this one.
      if (earlier.chatKey !== opened.key) throw fieldError('clientId', 'chat:validation.clientId');
      return { message: toChatMessage(earlier.message, reader), created: false };
    }
    await checkRateLimit(tx, callerId, now);

    // Written (or its row locked) before the message takes its cursor, so cursors of one
    // conversation follow commit order.
    const [stored] = await tx
      .insert(conversation)
      .values({
        chatKey: opened.key,
        kind: opened.ref.kind,
        contextId: opened.ref.contextId,
        holderId: opened.ref.kind === 'booking' ? null : opened.ref.holderId,
        bookingId: opened.ref.kind === 'booking' ? opened.ref.contextId : null,
        matingListingId: opened.ref.kind === 'mating' ? opened.ref.contextId : null,
        lostfoundReportId: opened.ref.kind === 'lostfound' ? opened.ref.contextId : null,
        createdAt: now,
        lastMessageAt: now,
      })
      .onConflictDoUpdate({ target: conversation.chatKey, set: { lastMessageAt: now } })
      .returning({ id: conversation.id });
    if (!stored) throw new Error('conversation upsert returned nothing');
    await tx
      .insert(conversationMember)
      .values([
        {
          conversationId: stored.id,
          userId: callerId,
          otherUserId: opened.otherId,
          lastActivityAt: now,
        },
        {
          conversationId: stored.id,
          userId: opened.otherId,
          otherUserId: callerId,
          lastActivityAt: now,
        },
      ])
      .onConflictDoNothing();

    // The sender's own photo uploads that no message carries yet; a repeat is refused too.
    await attachFreshFiles({
      db: tx,
      ownerId: callerId,
      fileIds: input.attachmentIds,
      kept: [],
      purpose: 'chat_photo',
      field: 'attachmentIds',
      messageKey: 'chat:errors.attachment',
    });
    const [row] = await tx
      .insert(message)
      .values({
        conversationId: stored.id,
        senderId: callerId,
        clientId: input.clientId,
        text,
        attachmentIds: input.attachmentIds,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('message insert returned nothing');

    await tx
      .update(conversationMember)
      .set({
        lastActivityAt: now,
        unreadCount: sql`case when ${conversationMember.userId} = ${callerId} then ${conversationMember.unreadCount} else ${conversationMember.unreadCount} + 1 end`,
      })
      .where(eq(conversationMember.conversationId, stored.id));
    await signalRealtime(tx, { type: 'message', messageId: row.id });
    return { message: toChatMessage(row, reader), created: true };
  });
};

/**
 * `POST …/read`: the caller has read the conversation up to now (their unread count to 0; the other
 * member's messages up to now show as read). A conversation with no message yet has nothing to
 * mark: the answer is the same and nothing is written.
 */
export const markConversationRead = async ({
  now,
  ...args
}: ConversationArgs & { now: Date }): Promise<ConversationRead> => {
  const opened = await openConversation({ ...args, withContext: false });
  const stored = opened.stored;
  if (!stored) return { readAt: now.toISOString() };
  await args.db.transaction(async (tx) => {
    await tx
      .update(conversationMember)
      .set({ unreadCount: 0, lastReadAt: now })
      .where(
        and(
          eq(conversationMember.conversationId, stored.id),
          eq(conversationMember.userId, args.callerId),
        ),
      );
    await signalRealtime(tx, { type: 'read', conversationId: stored.id, readerId: args.callerId });
  });
  return { readAt: now.toISOString() };
};
