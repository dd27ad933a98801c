import { and, asc, eq, inArray } from 'drizzle-orm';

import {
  conversation,
  conversationMember,
  message,
  messageFlag,
  user,
} from '../../db/schema/index.ts';
import type { DataExporter } from '../../lib/privacy.ts';

/**
 * The chat feature's part of a data export: the conversations the user is a member of (what each
 * is about, the other member by display name, the user's read state), the messages the user sent
 * (never the other member's: those are theirs) and the flags the user raised, with their own
 * reason and note but not the flagged text. Attached images come with the files part.
 */
export const chatExportData: DataExporter = async ({ db, userId }) => {
  const conversations = await db
    .select({
      id: conversation.id,
      kind: conversation.kind,
      contextId: conversation.contextId,
      bookingId: conversation.bookingId,
      otherParticipantName: user.name,
      createdAt: conversation.createdAt,
      lastMessageAt: conversation.lastMessageAt,
      unreadCount: conversationMember.unreadCount,
      lastReadAt: conversationMember.lastReadAt,
    })
    .from(conversationMember)
    .innerJoin(conversation, eq(conversation.id, conversationMember.conversationId))
    .innerJoin(user, eq(user.id, conversationMember.otherUserId))
    .where(eq(conversationMember.userId, userId))
    .orderBy(asc(conversation.createdAt), asc(conversation.id));

  const messages = await db
    .select({
      id: message.id,
      conversationId: message.conversationId,
      text: message.text,
      attachmentIds: message.attachmentIds,
      createdAt: message.createdAt,
    })
    .from(message)
    .where(eq(message.senderId, userId))
    .orderBy(asc(message.createdAt), asc(message.id));

  // A flag is of a message in one of the user's conversations: found through them, by key.
  const flags = await db
    .select({
      id: messageFlag.id,
      messageId: messageFlag.messageId,
      conversationId: message.conversationId,
      reason: messageFlag.reason,
      details: messageFlag.details,
      status: messageFlag.status,
      resolution: messageFlag.resolution,
      createdAt: messageFlag.createdAt,
      reviewedAt: messageFlag.reviewedAt,
    })
    .from(messageFlag)
    .innerJoin(message, eq(message.id, messageFlag.messageId))
    .where(
      and(
        eq(messageFlag.reporterId, userId),
        inArray(
          message.conversationId,
          db
            .select({ id: conversationMember.conversationId })
            .from(conversationMember)
            .where(eq(conversationMember.userId, userId)),
        ),
      ),
    )
    .orderBy(asc(messageFlag.createdAt), asc(messageFlag.id));

  return [
    {
      area: 'conversations',
      data: conversations.map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        lastMessageAt: row.lastMessageAt.toISOString(),
        lastReadAt: row.lastReadAt?.toISOString() ?? null,
      })),
    },
    {
      area: 'messages',
      data: messages.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    },
    {
      area: 'message_flags',
      data: flags.map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        reviewedAt: row.reviewedAt?.toISOString() ?? null,
      })),
    },
  ];
};
