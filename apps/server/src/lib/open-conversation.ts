import { conversationKeyOf, formatChatId, type ChatRef } from '@patili/domain/chat';

import type { Db } from '../db/client.ts';
import { conversation, conversationMember } from '../db/schema/index.ts';

/**
 * Opens a conversation between a holder (a listing's owner, a report's reporter) and an asker
 * before either has written, for an event that brings them together (a found pet's microchip
 * matches a registered pet): both see it in their list, with nothing said yet. Returns whether
 * it is new (false when the two already had it), in the caller's transaction.
 */
export const openConversationBetween = async (
  db: Db,
  { ref, askerId, now }: { ref: Extract<ChatRef, { holderId: string }>; askerId: string; now: Date },
): Promise<{ chatId: string; created: boolean }> => {
  const chatKey = conversationKeyOf(ref, askerId);
  const [stored] = await db
    .insert(conversation)
    .values({
      chatKey,
      kind: ref.kind,
      contextId: ref.contextId,
      holderId: ref.holderId,
      matingListingId: ref.kind === 'mating' ? ref.contextId : null,
      lostfoundReportId: ref.kind === 'lostfound' ? ref.contextId : null,
      createdAt: now,
      lastMessageAt: now,
    })
    .onConflictDoNothing({ target: conversation.chatKey })
    .returning({ id: conversation.id });
  if (!stored) return { chatId: formatChatId(ref), created: false };
  await db
    .insert(conversationMember)
    .values([
      { conversationId: stored.id, userId: ref.holderId, otherUserId: askerId, lastActivityAt: now },
      { conversationId: stored.id, userId: askerId, otherUserId: ref.holderId, lastActivityAt: now },
    ])
    .onConflictDoNothing();
  return { chatId: formatChatId(ref), created: true };
};
