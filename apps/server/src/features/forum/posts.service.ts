import {
  FORUM_EXCERPT_LENGTH,
  FORUM_POST_RATE_LIMIT,
  parseForumCursor,
  type CreateForumPost,
  type ForumPost,
  type ForumPostPage,
} from '@patili/domain/forum';
import { and, desc, eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { forumPost, user } from '../../db/schema/index.ts';
import { recordAdminAction, type AuditActor } from '../../lib/audit.ts';
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
  toAuthor,
  type ForumCaller,
} from './forum-views.ts';

/**
 * Forum posts: the list by latest activity (one index, the reply count kept in the
 * row), one post, writing one (rate-limited per author in the database, so the limit holds
 * across server processes) and deleting one (its author or the admin; replies and flags go
 * with it).
 */

/**
 * `GET /api/forum/posts`: a page of posts, newest activity first (`forum_post_activity_idx`), each
 * with its author, its reply count and the start of its body; the page after `cursor`.
 */
export const listPosts = async ({
  db,
  query,
}: {
  db: Db;
  query: { cursor?: string | undefined; limit: number };
}): Promise<ForumPostPage> => {
  const cursor = query.cursor === undefined ? undefined : parseForumCursor(query.cursor);
  const rows = await db
    .select({
      id: forumPost.id,
      title: forumPost.title,
      excerpt: sql<string>`left(${forumPost.content}, ${sql.raw(String(FORUM_EXCERPT_LENGTH))})`,
      truncated: sql<boolean>`char_length(${forumPost.content}) > ${sql.raw(String(FORUM_EXCERPT_LENGTH))}`,
      authorId: forumPost.authorId,
      ...authorColumns,
      replyCount: forumPost.replyCount,
      createdAt: forumPost.createdAt,
      lastActivityAt: forumPost.lastActivityAt,
      micros: microsOf(forumPost.lastActivityAt),
    })
    .from(forumPost)
    .innerJoin(user, eq(user.id, forumPost.authorId))
    .where(afterCursor(forumPost.lastActivityAt, forumPost.id, cursor, 'desc'))
    .orderBy(desc(forumPost.lastActivityAt), desc(forumPost.id))
    .limit(query.limit + 1);
  return keysetPage(rows, query.limit, (row) => ({
    id: row.id,
    title: row.title,
    excerpt: row.excerpt,
    truncated: row.truncated,
    author: toAuthor(row),
    replyCount: row.replyCount,
    createdAt: row.createdAt.toISOString(),
    lastActivityAt: row.lastActivityAt.toISOString(),
  }));
};

/** `GET /api/forum/posts/{postId}`: the whole post, and what the caller may do with it. */
export const getPost = async ({
  db,
  caller,
  postId,
}: {
  db: Db;
  caller: ForumCaller;
  postId: string;
}): Promise<ForumPost> => {
  const id = checkId(postId, postNotFound);
  const [row] = await db
    .select({
      id: forumPost.id,
      title: forumPost.title,
      content: forumPost.content,
      authorId: forumPost.authorId,
      ...authorColumns,
      replyCount: forumPost.replyCount,
      createdAt: forumPost.createdAt,
      lastActivityAt: forumPost.lastActivityAt,
    })
    .from(forumPost)
    .innerJoin(user, eq(user.id, forumPost.authorId))
    .where(eq(forumPost.id, id))
    .limit(1);
  if (!row) throw postNotFound();
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    author: toAuthor(row),
    replyCount: row.replyCount,
    createdAt: row.createdAt.toISOString(),
    lastActivityAt: row.lastActivityAt.toISOString(),
    isOwn: row.authorId === caller.id,
    canDelete: mayDelete(row.authorId, caller),
  };
};

/**
 * `POST /api/forum/posts`: stores the post (title and body trimmed by the schema, line ends
 * normalized) and answers it; 429 `forum:errors.postRateLimited` past `FORUM_POST_RATE_LIMIT`.
 */
export const createPost = async ({
  db,
  caller,
  input,
  now,
}: {
  db: Db;
  caller: ForumCaller;
  input: CreateForumPost;
  now: Date;
}): Promise<ForumPost> => {
  const created = await db.transaction(async (tx) => {
    await checkRateLimit({
      db: tx,
      lockName: 'forum-post',
      table: forumPost,
      authorId: caller.id,
      limit: FORUM_POST_RATE_LIMIT,
      now,
      messageKey: 'forum:errors.postRateLimited',
    });
    const [row] = await tx
      .insert(forumPost)
      .values({
        authorId: caller.id,
        title: normalizeText(input.title),
        content: normalizeText(input.content),
        createdAt: now,
        lastActivityAt: now,
      })
      .returning({ id: forumPost.id });
    if (!row) throw new Error('forum post insert returned nothing');
    return row;
  });
  return getPost({ db, caller, postId: created.id });
};

/**
 * `DELETE /api/forum/posts/{postId}`: its author or the admin deletes the post; its replies and
 * the flags of either go with it (foreign keys). Anyone else: 403 `forum:errors.notYours`. An
 * admin deleting someone else's post is logged (`content_deleted`) with the delete.
 */
export const deletePost = async ({
  db,
  caller,
  postId,
  audit = null,
}: {
  db: Db;
  caller: ForumCaller;
  postId: string;
  /** The admin's audit actor (the router passes it for an admin). */
  audit?: AuditActor | null;
}): Promise<void> => {
  const id = checkId(postId, postNotFound);
  const [found] = await db
    .select({ authorId: forumPost.authorId, title: forumPost.title })
    .from(forumPost)
    .where(eq(forumPost.id, id))
    .limit(1);
  if (!found) throw postNotFound();
  checkMayDelete(found.authorId, caller);
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(forumPost)
      .where(and(eq(forumPost.id, id), eq(forumPost.authorId, found.authorId)))
      .returning({ id: forumPost.id });
    if (deleted.length === 0) throw postNotFound();
    if (audit && found.authorId !== caller.id) {
      await recordAdminAction(tx, audit, {
        actionType: 'content_deleted',
        targetType: 'forum_post',
        targetId: id,
        description: `Forum gönderisi silindi: "${found.title.slice(0, 80)}"`,
      });
    }
  });
};
