import type { FlagForum, ForumFlag, ForumTargetKind } from '@patili/domain/forum';
import { eq } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { forumFlag, forumPost, forumReply } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { notifyAdminsOfFlag } from '../../lib/notifications/flag-notifications.ts';
import { checkId, postNotFound, replyNotFound, type ForumCaller } from './forum-views.ts';

/** The post or reply flagged: its thread, the reply (if any) and who wrote it. */
const findTarget = async (db: Db, kind: ForumTargetKind, targetId: string) => {
  if (kind === 'post') {
    const id = checkId(targetId, postNotFound);
    const [post] = await db
      .select({ postId: forumPost.id, authorId: forumPost.authorId })
      .from(forumPost)
      .where(eq(forumPost.id, id))
      .limit(1);
    if (!post) throw postNotFound();
    return { id, postId: post.postId, replyId: null, authorId: post.authorId };
  }
  const id = checkId(targetId, replyNotFound);
  const [reply] = await db
    .select({ postId: forumReply.postId, authorId: forumReply.authorId })
    .from(forumReply)
    .where(eq(forumReply.id, id))
    .limit(1);
  if (!reply) throw replyNotFound();
  return { id, postId: reply.postId, replyId: id, authorId: reply.authorId };
};

/**
 * `POST /api/forum/posts/{postId}/flag` and `…/replies/{replyId}/flag`: anyone signed in
 * flags someone else's post or reply, once; the flag waits `open` for the admin's moderation
 * page. Unknown: 404; one's own: 422 `forum:errors.flagOwn`; a second: 409.
 */
export const flagTarget = async ({
  db,
  caller,
  kind,
  targetId,
  input,
  now,
}: {
  db: Db;
  caller: ForumCaller;
  kind: ForumTargetKind;
  targetId: string;
  input: FlagForum;
  now: Date;
}): Promise<ForumFlag> => {
  const target = await findTarget(db, kind, targetId);
  if (target.authorId === caller.id) {
    throw new AppError('VALIDATION_FAILED', { messageKey: 'forum:errors.flagOwn' });
  }
  // The flag and the admins' notifications (topic `flag`) commit together.
  const flag = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(forumFlag)
      .values({
        targetKind: kind,
        targetId: target.id,
        postId: target.postId,
        replyId: target.replyId,
        reporterId: caller.id,
        reason: input.reason,
        note: input.note,
        createdAt: now,
      })
      .onConflictDoNothing({
        target: [forumFlag.reporterId, forumFlag.targetKind, forumFlag.targetId],
      })
      .returning();
    if (!inserted) throw new AppError('CONFLICT', { messageKey: 'forum:errors.alreadyFlagged' });
    await notifyAdminsOfFlag(tx, {
      kind: kind === 'post' ? 'forum_post' : 'forum_reply',
      targetId: target.id,
      reason: input.reason,
      now,
    });
    return inserted;
  });
  return {
    id: flag.id,
    targetKind: kind,
    targetId: flag.targetId,
    reason: input.reason,
    note: flag.note,
    status: flag.status,
    createdAt: flag.createdAt.toISOString(),
  };
};
