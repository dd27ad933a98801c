import {
  conversationKeyOf,
  formatChatId,
  parseChatId,
  type ChatRef,
  type ChatSubject,
} from '@patili/domain/chat';
import type { Locale } from '@patili/domain/i18n';
import { and, eq, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Db } from '../../db/client.ts';
import { conversation, conversationMember } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { t } from '../../lib/i18n.ts';
import { CHAT_ADAPTERS, type ChatContext } from './adapters/index.ts';

/** The one answer for a conversation that does not exist and one the caller is not in. */
export const chatNotFound = () => new AppError('NOT_FOUND', { messageKey: 'chat:errors.notFound' });

/** Writing to oneself: the holder of a listing without an asker, or naming themselves as it. */
const chatSelf = () => new AppError('VALIDATION_FAILED', { messageKey: 'chat:errors.self' });

/** The caller's side of a stored conversation and the other member's read mark. */
export type StoredConversation = {
  id: string;
  unreadCount: number;
  otherReadAt: Date | null;
};

/** A conversation as one of its members opened it: stored already, or only possible so far. */
export type OpenedConversation = {
  ref: ChatRef;
  /** The chat id as the spec writes it (lower case). */
  chatId: string;
  /** `conversation.chat_key`. */
  key: string;
  /** The asker, when the caller is the holder of a listing, report or question (their conversation's name). */
  asker: string | null;
  otherId: string;
  /** Null until the first message. */
  stored: StoredConversation | null;
  /** The context, when it was looked up (always when there is no stored conversation yet). */
  context: ChatContext | null;
};

/** What a conversation shows when its context can no longer be found: its kind's name. */
export const fallbackSubject = (locale: Locale, ref: ChatRef): ChatSubject => ({
  kind: ref.kind,
  title:
    ref.kind === 'booking' ? t(locale, 'bookings:notFound') : t(locale, `chat:subject.${ref.kind}`),
  path: null,
});

/** The context of one ref as the reader sees it, or null (not found, or not theirs). */
export const resolveContext = async ({
  db,
  ref,
  readerId,
  locale,
}: {
  db: Db;
  ref: ChatRef;
  readerId: string;
  locale: Locale;
}) => {
  const found = await CHAT_ADAPTERS[ref.kind].resolve({ db, refs: [ref], readerId, locale });
  return found.get(formatChatId(ref)) ?? null;
};

/**
 * Opens a conversation by its chat id for the caller, or refuses: a malformed id is 404
 * `chat:errors.invalidId`; a conversation the caller is not in, or whose context does not exist,
 * 404 `chat:errors.notFound` (the same answer, so nothing is revealed); a conversation with oneself
 * 422 `chat:errors.self`. For a listing, report or question, the holder names the asker (each
 * asker has their own conversation with them) and may only open one the asker started; anyone
 * else is the asker themselves. `withContext` also reads the context (the subject) of a stored conversation.
 */
export const openConversation = async ({
  db,
  chatId: rawChatId,
  asker: rawAsker,
  callerId,
  locale,
  withContext,
}: {
  db: Db;
  chatId: string;
  asker: string | undefined;
  callerId: string;
  locale: Locale;
  withContext: boolean;
}): Promise<OpenedConversation> => {
  const ref = parseChatId(rawChatId);
  if (!ref) throw new AppError('NOT_FOUND', { messageKey: 'chat:errors.invalidId' });
  const chatId = formatChatId(ref);
  const requestedAsker = rawAsker?.toLowerCase();

  let askerId: string | null = null;
  let asker: string | null = null;
  if (ref.kind !== 'booking') {
    if (callerId === ref.holderId) {
      if (!requestedAsker || requestedAsker === callerId) throw chatSelf();
      askerId = requestedAsker;
      asker = requestedAsker;
    } else {
      if (requestedAsker && requestedAsker !== callerId) throw chatNotFound();
      askerId = callerId;
    }
  }
  const key = conversationKeyOf(ref, askerId);

  const me = alias(conversationMember, 'me');
  const other = alias(conversationMember, 'other');
  const [row] = await db
    .select({
      id: conversation.id,
      memberUserId: me.userId,
      otherId: me.otherUserId,
      unreadCount: me.unreadCount,
      otherReadAt: other.lastReadAt,
    })
    .from(conversation)
    .leftJoin(me, and(eq(me.conversationId, conversation.id), eq(me.userId, callerId)))
    .leftJoin(other, and(eq(other.conversationId, conversation.id), ne(other.userId, callerId)))
    .where(eq(conversation.chatKey, key))
    .limit(1);

  if (row) {
    if (row.memberUserId === null || row.otherId === null || row.unreadCount === null)
      throw chatNotFound();
    const context = withContext
      ? await resolveContext({ db, ref, readerId: callerId, locale })
      : null;
    return {
      ref,
      chatId,
      key,
      asker,
      otherId: row.otherId,
      stored: { id: row.id, unreadCount: row.unreadCount, otherReadAt: row.otherReadAt },
      context,
    };
  }

  // Not stored yet: the holder only answers, so only the asker (or a booking's side) starts one.
  if (ref.kind !== 'booking' && callerId === ref.holderId) throw chatNotFound();
  const context = await resolveContext({ db, ref, readerId: callerId, locale });
  if (!context) throw chatNotFound();
  let otherId: string;
  if (ref.kind === 'booking') {
    if (!context.parties.includes(callerId)) throw chatNotFound();
    const others = context.parties.filter((party) => party !== callerId);
    if (others.length === 0) throw chatSelf();
    otherId = others[0]!;
  } else {
    if (!context.parties.includes(ref.holderId)) throw chatNotFound();
    otherId = ref.holderId;
  }
  return { ref, chatId, key, asker, otherId, stored: null, context };
};
