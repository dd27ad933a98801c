import type { MessageFlag, MessageFlagReason } from '@patili/domain/chat';
import { isUuid } from '@patili/domain/shared';
import { and, eq } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { conversationMember, message, messageFlag } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { notifyAdminsOfFlag } from '../../lib/notifications/flag-notifications.ts';

const messageNotFound = () =>
  new AppError('NOT_FOUND', { messageKey: 'chat:errors.messageNotFound' });

/** The flag as `flagMessageInputSchema` outputs it. */
type FlagInput = { reason: MessageFlagReason; details: string | null };

/**
 * `POST /api/chat/messages/{messageId}/flag`: a member of the message's conversation flags a
 * message the other member sent, once; the flag waits `open` for the admin's flagged-messages
 * page. A message the caller cannot see is not found; their own is 422; a second flag 409.
 */
export const flagMessage = async ({
  db,
  callerId,
  messageId,
  input,
  now,
}: {
  db: Db;
  callerId: string;
  messageId: string;
  input: FlagInput;
  now: Date;
}): Promise<MessageFlag> => {
  if (!isUuid(messageId)) throw messageNotFound();
  const [found] = await db
    .select({ id: message.id, senderId: message.senderId })
    .from(message)
    .innerJoin(
      conversationMember,
      and(
        eq(conversationMember.conversationId, message.conversationId),
        eq(conversationMember.userId, callerId),
      ),
    )
    .where(eq(message.id, messageId))
    .limit(1);
  if (!found) throw messageNotFound();
  if (found.senderId === callerId)
    throw new AppError('VALIDATION_FAILED', { messageKey: 'chat:errors.flagOwn' });
  // The flag and the admins' notifications (topic `flag`) commit together.
  const flag = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(messageFlag)
      .values({
        messageId: found.id,
        reporterId: callerId,
        reason: input.reason,
        details: input.details,
        createdAt: now,
      })
      .onConflictDoNothing({ target: [messageFlag.messageId, messageFlag.reporterId] })
      .returning();
    if (!inserted) throw new AppError('CONFLICT', { messageKey: 'chat:errors.alreadyFlagged' });
    await notifyAdminsOfFlag(tx, { kind: 'message', targetId: found.id, reason: input.reason, now });
    return inserted;
  });
  return {
    id: flag.id,
    messageId: flag.messageId,
    reason: input.reason,
    details: flag.details,
    status: flag.status,
    createdAt: flag.createdAt.toISOString(),
  };
};
