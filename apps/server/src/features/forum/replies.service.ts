import {
  FORUM_REPLY_RATE_LIMIT,
  parseForumCursor,
  type CreateForumReply,
  type ForumReply,
  type ForumReplyPage,
} from '@patili/domain/forum';
import { and, asc, eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { forumPost, forumReply, user } from '../../db/schema/index.ts';
import { recordAdminAction, type AuditActor } from '../../lib/audit.ts';
import { signalRealtime } from '../../lib/realtime/signal.ts';
import {
  afterCursor,
  authorColumns,
  checkId,
  checkMayDelete,
  checkRateLimit,
  keysetPage,
  mayDelete,
  microsOf,
  normalizeText,
  postNotFound,
  replyNotFound,
  toAuthor,
  type ForumCaller,
} from './forum-views.ts';

/**
 * Replies to forum posts: a thread oldest first, writing a reply and deleting one. The
 * post's reply count and last activity (its creation or newest reply) change in the same
 * transaction, with the post's row locked, so they stay right under concurrent writes.
 */

type ReplyRow = {
  id: string;
  postId: string;
  content: string;
  authorId: string;
  authorName: string;
  authorImage: string | null;
  createdAt: Date;
};

const replyColumns = {
  id: forumReply.id,
  postId: forumReply.postId,
  content: forumReply.content,
  authorId: forumReply.authorId,
  ...authorColumns,
  createdAt: forumReply.createdAt,
};

const toReply = (row: ReplyRow, caller: ForumCaller): ForumReply => ({
  id: row.id,
  postId: row.postId,
  content: row.content,
  author: toAuthor(row),
  createdAt: row.createdAt.toISOString(),
  isOwn: row.authorId === caller.id,
  canDelete: mayDelete(row.authorId, caller),
});

/**
 * `GET /api/forum/posts/{postId}/replies`: a page of the thread, oldest first
 * (`forum_reply_post_created_idx`), the page after `cursor`; 404 for an unknown post.
 */
export const listReplies = async ({
  db,
  caller,
  postId,
  query,
}: {
  db: Db;
  caller: ForumCaller;
  postId: string;
  query: { cursor?: string | undefined; limit: number };
}): Promise<ForumReplyPage> => {
  const id = checkId(postId, postNotFound);
  const [post] = await db
    .select({ id: forumPost.id })
    .from(forumPost)
    .where(eq(forumPost.id, id))
    .limit(1);
  if (!post) throw postNotFound();
  const cursor = query.cursor === undefined ? undefined : parseForumCursor(query.cursor);
  const rows = await db
    .select({ ...replyColumns, micros: microsOf(forumReply.createdAt) })
    .from(forumReply)
    .innerJoin(user, eq(user.id, forumReply.authorId))
    .where(
      and(
        eq(forumReply.postId, id),
        afterCursor(forumReply.createdAt, forumReply.id, cursor, 'asc'),
      ),
    )
    .orderBy(asc(forumReply.createdAt), asc(forumReply.id))
    .limit(query.limit + 1);
  return keysetPage(rows, query.limit, (row) => toReply(row, caller));
};

/**
 * `POST /api/forum/posts/{postId}/replies`: stores the reply, counts it on the post and makes it
 * the post's last activity; 404 for an unknown post, 429 `forum:errors.replyRateLimited` past
 * `FORUM_REPLY_RATE_LIMIT`.
 */
export const createReply = async ({
  db,
  caller,
  postId,
  input,
  now,
}: {
  db: Db;
  caller: ForumCaller;
  postId: string;
  input: CreateForumReply;
  now: Date;
}): Promise<ForumReply> => {
  const id = checkId(postId, postNotFound);
  const replyId = await db.transaction(async (tx) => {
    await checkRateLimit({
      db: tx,
      lockName: 'forum-reply',
      table: forumReply,
      authorId: caller.id,
      limit: FORUM_REPLY_RATE_LIMIT,
      now,
      messageKey: 'forum:errors.replyRateLimited',
    });
    // Locks the post's row until the reply is stored: counts and deletes of the thread queue here.
    const [post] = await tx
      .update(forumPost)
      .set({
        replyCount: sql`${forumPost.replyCount} + 1`,
        lastActivityAt: sql`greatest(${forumPost.lastActivityAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(eq(forumPost.id, id))
      .returning({ id: forumPost.id });
    if (!post) throw postNotFound();
    const [row] = await tx
      .insert(forumReply)
      .values({
        postId: post.id,
        authorId: caller.id,
        content: normalizeText(input.content),
        createdAt: now,
      })
      .returning({ id: forumReply.id });
    if (!row) throw new Error('forum reply insert returned nothing');
    // Everyone reading the thread sees the reply when it commits (features/realtime).
    await signalRealtime(tx, { type: 'forum', postId: post.id });
    return row.id;
  });
  const [stored] = await db
    .select(replyColumns)
    .from(forumReply)
    .innerJoin(user, eq(user.id, forumReply.authorId))
    .where(eq(forumReply.id, replyId))
    .limit(1);
  if (!stored) throw replyNotFound();
  return toReply(stored, caller);
};

/**
 * `DELETE /api/forum/replies/{replyId}`: its author or the admin deletes the reply; the post's
 * count drops by one and its last activity goes back to its newest remaining reply (or its
 * creation). Anyone else: 403 `forum:errors.notYours`. An admin deleting someone else's reply is
 * logged (`content_deleted`) in the same transaction.
 */
export const deleteReply = async ({
  db,
  caller,
  replyId,
  audit = null,
}: {
  db: Db;
  caller: ForumCaller;
  replyId: string;
  /** The admin's audit actor (the router passes it for an admin). */
  audit?: AuditActor | null;
}): Promise<void> => {
  const id = checkId(replyId, replyNotFound);
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        postId: forumReply.postId,
        authorId: forumReply.authorId,
        content: forumReply.content,
      })
      .from(forumReply)
      .where(eq(forumReply.id, id))
      .limit(1);
    if (!found) throw replyNotFound();
    checkMayDelete(found.authorId, caller);
    // The post's row first, as a reply's insert takes it: the newest reply read below is then
    // read after any reply committed before it.
    const [post] = await tx
      .select({ id: forumPost.id })
      .from(forumPost)
      .where(eq(forumPost.id, found.postId))
      .for('update');
    if (!post) throw replyNotFound();
    const deleted = await tx
      .delete(forumReply)
      .where(eq(forumReply.id, id))
      .returning({ id: forumReply.id });
    // Deleted meanwhile by someone else (its author and the admin at once): counted down once.
    if (deleted.length === 0) throw replyNotFound();
    await tx
      .update(forumPost)
      .set({
        replyCount: sql`${forumPost.replyCount} - 1`,
        lastActivityAt: sql`greatest(${forumPost.createdAt}, coalesce((select max(${forumReply.createdAt}) from ${forumReply} where ${forumReply.postId} = ${forumPost.id}), ${forumPost.createdAt}))`,
      })
      .where(eq(forumPost.id, post.id));
    await signalRealtime(tx, { type: 'forum', postId: post.id });
    if (audit && found.authorId !== caller.id) {
      await recordAdminAction(tx, audit, {
        actionType: 'content_deleted',
        targetType: 'forum_reply',
        targetId: id,
        description: `Forum yanıtı silindi: "${found.content.replace(/\s+/g, ' ').slice(0, 80)}"`,
      });
    }
  });
};
