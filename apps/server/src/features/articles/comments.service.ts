import {
  canDeleteArticleComment,
  type ArticleCommentList,
  type ArticleCommentResponse,
} from '@patili/domain/articles';
import { isUuid } from '@patili/domain/shared';
import { and, asc, count, eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { article, articleComment, user } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAdminAction, type AuditActor } from '../../lib/audit.ts';
import {
  articleNotFound,
  commentColumns,
  toCommentView,
  visibleArticleWhere,
  type CommentRow,
  type ArticleViewer,
} from './article-views.ts';

const commentNotFound = () => new AppError('NOT_FOUND', { messageKey: 'articles:commentNotFound' });

const requireVisible = async (db: Db, viewer: ArticleViewer, articleId: string, lock: boolean) => {
  if (!isUuid(articleId)) throw articleNotFound();
  const query = db
    .select({ id: article.id })
    .from(article)
    .where(visibleArticleWhere(articleId, viewer))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw articleNotFound();
};

/** One page of an article's comments, oldest first (`article_comment_article_idx`). */
export const listComments = async ({
  db,
  viewer,
  articleId,
  page,
  pageSize,
}: {
  db: Db;
  viewer: ArticleViewer;
  articleId: string;
  page: number;
  pageSize: number;
}): Promise<ArticleCommentList> => {
  await requireVisible(db, viewer, articleId, false);
  const [rows, totals] = await Promise.all([
    db
      .select(commentColumns)
      .from(articleComment)
      .leftJoin(user, eq(user.id, articleComment.authorId))
      .where(eq(articleComment.articleId, articleId))
      .orderBy(asc(articleComment.createdAt), asc(articleComment.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: count() })
      .from(articleComment)
      .where(eq(articleComment.articleId, articleId)),
  ]);
  return {
    items: (rows as CommentRow[]).map((row) => toCommentView(row, viewer)),
    total: totals[0]?.total ?? 0,
    page,
    pageSize,
  };
};

/** Adds the caller's comment (trimmed, non-blank: the schema) and counts it on the article. */
export const addComment = async ({
  db,
  viewer,
  articleId,
  content,
  now,
}: {
  db: Db;
  viewer: ArticleViewer;
  articleId: string;
  content: string;
  now: Date;
}): Promise<ArticleCommentResponse> =>
  db.transaction(async (tx) => {
    await requireVisible(tx, viewer, articleId, true);
    const [inserted] = await tx
      .insert(articleComment)
      .values({ articleId, authorId: viewer.id, content, createdAt: now })
      .returning();
    if (!inserted) throw new Error('comment insert returned nothing');
    const [counted] = await tx
      .update(article)
      .set({ commentsCount: sql`${article.commentsCount} + 1` })
      .where(eq(article.id, articleId))
      .returning({ commentsCount: article.commentsCount });
    const [author] = await tx
      .select({ name: user.name, image: user.image })
      .from(user)
      .where(eq(user.id, viewer.id))
      .limit(1);
    return {
      comment: toCommentView(
        { ...inserted, authorName: author?.name ?? null, authorImage: author?.image ?? null },
        viewer,
      ),
      commentsCount: counted?.commentsCount ?? 0,
    };
  });

/**
 * Deletes a comment (its writer or the admin; anyone else gets not found) and uncounts it. An
 * admin deleting someone else's comment is logged (`content_deleted`) with the delete.
 */
export const deleteComment = async ({
  db,
  viewer,
  articleId,
  commentId,
  audit = null,
}: {
  db: Db;
  viewer: ArticleViewer;
  articleId: string;
  commentId: string;
  /** The admin's audit actor (the router passes it for an admin). */
  audit?: AuditActor | null;
}) =>
  db.transaction(async (tx) => {
    if (!isUuid(articleId) || !isUuid(commentId)) throw commentNotFound();
    const [current] = await tx
      .select({ authorId: articleComment.authorId, content: articleComment.content })
      .from(articleComment)
      .where(and(eq(articleComment.id, commentId), eq(articleComment.articleId, articleId)))
      .limit(1);
    if (!current || !canDeleteArticleComment(viewer, current)) throw commentNotFound();
    await tx
      .select({ id: article.id })
      .from(article)
      .where(eq(article.id, articleId))
      .for('update');
    const deleted = await tx
      .delete(articleComment)
      .where(eq(articleComment.id, commentId))
      .returning({ id: articleComment.id });
    if (deleted.length === 0) throw commentNotFound();
    if (audit && current.authorId !== viewer.id) {
      await recordAdminAction(tx, audit, {
        actionType: 'content_deleted',
        targetType: 'article_comment',
        targetId: commentId,
        description: `Makale yorumu silindi: "${current.content.replace(/\s+/g, ' ').slice(0, 80)}"`,
      });
    }
    const [counted] = await tx
      .update(article)
      .set({ commentsCount: sql`greatest(${article.commentsCount} - 1, 0)` })
      .where(eq(article.id, articleId))
      .returning({ commentsCount: article.commentsCount });
    return { commentsCount: counted?.commentsCount ?? 0 };
  });
