import {
  chatAddressOf,
  parseChatId,
  questionChatId,
  readerTextOf,
  type ChatKind,
  type ChatPerson,
  type ChatRef,
  type ConversationPage,
  type ConversationSummary,
  type ConversationView,
} from '@patili/domain/chat';
import type { Locale } from '@patili/domain/i18n';
import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Db } from '../../db/client.ts';
import { conversation, conversationMember, message, user } from '../../db/schema/index.ts';
import { contactsProtected } from '../../lib/chat-contacts.ts';
import { CHAT_ADAPTERS, type ChatContext } from './adapters/index.ts';
import { chatNotFound, fallbackSubject, openConversation } from './conversation-access.ts';

/**
 * The conversations side of chat: the caller's list, newest activity first, the
 * Messages link's unread badge, and one conversation's header. Membership is in every query's
 * `where`; see conversation-access.ts for who may open what.
 */

/** The people of conversations, by id (name and avatar as their account shows them now). */
const peopleByIds = async (db: Db, ids: readonly string[]): Promise<Map<string, ChatPerson>> => {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: user.id, name: user.name, avatarUrl: user.image })
    .from(user)
    .where(inArray(user.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
};

/** How many messages wait unread in all the user's conversations (the partial index of the unread). */
export const countUnreadMessages = async ({
  db,
  userId,
}: {
  db: Db;
  userId: string;
}): Promise<number> => {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${conversationMember.unreadCount}), 0)::int` })
    .from(conversationMember)
    .where(and(eq(conversationMember.userId, userId), gt(conversationMember.unreadCount, 0)));
  return Number(row?.total ?? 0);
};

/**
 * `GET /api/chat/conversations/{chatId}`: the conversation as the caller sees it. Opening an id
 * the caller may use starts it: it answers before any message exists (the row comes with the
 * first message).
 */
export const getConversation = async ({
  db,
  callerId,
  chatId,
  asker,
  locale,
}: {
  db: Db;
  callerId: string;
  chatId: string;
  asker: string | undefined;
  locale: Locale;
}): Promise<ConversationView> => {
  const opened = await openConversation({ db, chatId, asker, callerId, locale, withContext: true });
  const other = (await peopleByIds(db, [opened.otherId])).get(opened.otherId);
  if (!other) throw chatNotFound();
  return {
    chatId: opened.chatId,
    asker: opened.asker,
    subject: opened.context?.subject ?? fallbackSubject(locale, opened.ref),
    other,
    otherReadAt: opened.stored?.otherReadAt?.toISOString() ?? null,
    unreadCount: opened.stored?.unreadCount ?? 0,
  };
};

/**
 * `GET /api/chat/questions/{providerId}`: an owner's conversation of questions to a provider before
 * booking, as `getConversation` answers it (it may have no message yet: the first message writes
 * it). Only an owner who may reach the provider's profile finds it; anyone else gets the chat's
 * 404.
 */
export const openQuestion = ({
  providerId,
  ...args
}: {
  db: Db;
  callerId: string;
  providerId: string;
  locale: Locale;
}): Promise<ConversationView> =>
  getConversation({ ...args, chatId: questionChatId(providerId), asker: undefined });

/** The contexts of a page's conversations: one adapter call (one query) per kind on the page. */
const contextsOf = async (
  db: Db,
  refs: readonly ChatRef[],
  readerId: string,
  locale: Locale,
): Promise<Map<string, ChatContext>> => {
  const byKind = new Map<ChatKind, ChatRef[]>();
  for (const ref of refs) byKind.set(ref.kind, [...(byKind.get(ref.kind) ?? []), ref]);
  const found = await Promise.all(
    [...byKind].map(([kind, kindRefs]) =>
      CHAT_ADAPTERS[kind].resolve({ db, refs: kindRefs, readerId, locale }),
    ),
  );
  return new Map(found.flatMap((map) => [...map]));
};

/**
 * `GET /api/chat/conversations`: one page of the caller's conversations, newest activity first
 * (`conversation_member_user_idx`), each with the other person, its subject, the last message and
 * the caller's unread count; and the unread total of them all. A conversation exists only once it
 * has a message, so every row has one. The last message reads as its history does: contact details
 * masked for the caller while the conversation protects them (one query for the page).
 */
export const listConversations = async ({
  db,
  callerId,
  page,
  pageSize,
  locale,
}: {
  db: Db;
  callerId: string;
  page: number;
  pageSize: number;
  locale: Locale;
}): Promise<ConversationPage> => {
  const other = alias(conversationMember, 'other');
  const last = db
    .select({
      text: sql<string>`${message.text}`.as('last_text'),
      senderId: sql<string>`${message.senderId}`.as('last_sender_id'),
      createdAt: sql<Date>`${message.createdAt}`.mapWith(message.createdAt).as('last_created_at'),
      hasImages: sql<boolean>`cardinality(${message.attachmentIds}) > 0`.as('last_has_images'),
    })
    .from(message)
    .where(eq(message.conversationId, conversationMember.conversationId))
    .orderBy(desc(message.cursor))
    .limit(1)
    .as('last_message');
  const [rows, [total], unreadTotal] = await Promise.all([
    db
      .select({
        chatKey: conversation.chatKey,
        otherId: conversationMember.otherUserId,
        unreadCount: conversationMember.unreadCount,
        lastActivityAt: conversationMember.lastActivityAt,
        otherReadAt: other.lastReadAt,
        otherName: user.name,
        otherImage: user.image,
        lastText: last.text,
        lastSenderId: last.senderId,
        lastCreatedAt: last.createdAt,
        lastHasImages: last.hasImages,
      })
      .from(conversationMember)
      .innerJoin(conversation, eq(conversation.id, conversationMember.conversationId))
      .innerJoin(user, eq(user.id, conversationMember.otherUserId))
      .leftJoin(
        other,
        and(
          eq(other.conversationId, conversationMember.conversationId),
          eq(other.userId, conversationMember.otherUserId),
        ),
      )
      .leftJoinLateral(last, sql`true`)
      .where(eq(conversationMember.userId, callerId))
      .orderBy(desc(conversationMember.lastActivityAt), desc(conversationMember.conversationId))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ value: count() })
      .from(conversationMember)
      .where(eq(conversationMember.userId, callerId)),
    countUnreadMessages({ db, userId: callerId }),
  ]);

  const addressed = rows.flatMap((row) => {
    const address = chatAddressOf(row.chatKey, callerId);
    const ref = address ? parseChatId(address.chatId) : null;
    return address && ref ? [{ row, address, ref }] : [];
  });
  const [contexts, protectedContacts] = await Promise.all([
    contextsOf(
      db,
      addressed.map(({ ref }) => ref),
      callerId,
      locale,
    ),
    contactsProtected(
      db,
      addressed.map(({ row, ref }) => ({ kind: ref.kind, members: [callerId, row.otherId] })),
    ),
  ]);
  const items = addressed.map(({ row, address, ref }, index): ConversationSummary => ({
    chatId: address.chatId,
    asker: address.asker,
    subject: contexts.get(address.chatId)?.subject ?? fallbackSubject(locale, ref),
    other: { id: row.otherId, name: row.otherName, avatarUrl: row.otherImage },
    otherReadAt: row.otherReadAt?.toISOString() ?? null,
    unreadCount: row.unreadCount,
    lastMessage:
      row.lastCreatedAt === null
        ? null
        : {
            // The preview reads as the message does: masked for the caller while protected.
            ...readerTextOf(
              { text: row.lastText ?? '', senderId: row.lastSenderId ?? '' },
              { readerId: callerId, protectContacts: protectedContacts[index] ?? true },
            ),
            senderId: row.lastSenderId ?? '',
            createdAt: row.lastCreatedAt.toISOString(),
            hasImages: row.lastHasImages === true,
          },
    lastActivityAt: row.lastActivityAt.toISOString(),
  }));
  return { items, total: total?.value ?? 0, page, pageSize, unreadTotal };
};
