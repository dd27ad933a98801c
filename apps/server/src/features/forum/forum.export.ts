import { asc, eq } from 'drizzle-orm';

import { forumFlag, forumPost, forumReply } from '../../db/schema/index.ts';
import type { DataExporter } from '../../lib/privacy.ts';

/**
 * The forum feature's part of a data export: the posts and replies the user wrote, and the flags
 * they raised (their reason and note; what they flagged by id only, as it is another's writing).
 */
export const forumExportData: DataExporter = async ({ db, userId }) => {
  const posts = await db
    .select()
    .from(forumPost)
    .where(eq(forumPost.authorId, userId))
    .orderBy(asc(forumPost.createdAt), asc(forumPost.id));
  const replies = await db
    .select()
    .from(forumReply)
    .where(eq(forumReply.authorId, userId))
    .orderBy(asc(forumReply.createdAt), asc(forumReply.id));
  const flags = await db
    .select()
    .from(forumFlag)
    .where(eq(forumFlag.reporterId, userId))
    .orderBy(asc(forumFlag.createdAt), asc(forumFlag.id));
  return [
    {
      area: 'forum_posts',
      data: posts.map((row) => ({
        id: row.id,
        title: row.title,
        content: row.content,
        replyCount: row.replyCount,
        createdAt: row.createdAt.toISOString(),
        lastActivityAt: row.lastActivityAt.toISOString(),
      })),
    },
    {
      area: 'forum_replies',
      data: replies.map((row) => ({
        id: row.id,
        postId: row.postId,
        content: row.content,
        createdAt: row.createdAt.toISOString(),
      })),
    },
    {
      area: 'forum_flags',
      data: flags.map((row) => ({
        id: row.id,
        targetKind: row.targetKind,
        targetId: row.targetId,
        postId: row.postId,
        reason: row.reason,
        note: row.note,
        status: row.status,
        resolution: row.resolution,
        createdAt: row.createdAt.toISOString(),
        reviewedAt: row.reviewedAt?.toISOString() ?? null,
      })),
    },
  ];
};
