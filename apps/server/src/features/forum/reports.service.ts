import type { ForumReport, ForumTargetKind, ReportForum } from '@patili/domain/forum';
import { eq } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { forumPost, forumReply, forumReport } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { notifyAdminsOfFlag } from '../../lib/notifications/flag-notifications.ts';
import { checkId, postNotFound, replyNotFound, type ForumCaller } from './forum-views.ts';

/** The post or reply reported: its thread, the reply (if any) and who wrote it. */
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
 * `POST /api/forum/posts/{postId}/report` and `…/replies/{replyId}/report`: anyone signed in
 * reports someone else's post or reply, once; the report waits `open` for the admin's moderation
 * page. Unknown: 404; one's own: 422 `forum:errors.reportOwn`; a second: 409.
 */
export const reportTarget = async ({
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
  input: ReportForum;
  now: Date;
}): Promise<ForumReport> => {
  const target = await findTarget(db, kind, targetId);
  if (target.authorId === caller.id) {
    throw new AppError('VALIDATION_FAILED', { messageKey: 'forum:errors.reportOwn' });
  }
  // The report and the admins' notifications (topic `flag`) commit together.
  const report = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(forumReport)
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
        target: [forumReport.reporterId, forumReport.targetKind, forumReport.targetId],
      })
      .returning();
    if (!inserted) throw new AppError('CONFLICT', { messageKey: 'forum:errors.alreadyReported' });
    await notifyAdminsOfFlag(tx, {
      kind: kind === 'post' ? 'forum_post' : 'forum_reply',
      targetId: target.id,
      reason: input.reason,
      now,
    });
    return inserted;
  });
  return {
    id: report.id,
    targetKind: kind,
    targetId: report.targetId,
    reason: input.reason,
    note: report.note,
    status: report.status,
    createdAt: report.createdAt.toISOString(),
  };
};
