import type { ArticleBookmarkResponse, ArticleLikeResponse } from '@patili/domain/articles';
import { isUuid } from '@patili/domain/shared';
import { and, eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { article, articleBookmark, articleLike } from '../../db/schema/index.ts';
import {
  articleNotFound,
  visibleArticleWhere,
  type ArticleViewer,
} from './article-views.ts';

/** Locks the article the caller may see (so its counts change one at a time), else 404. */
const lockVisible = async (tx: Db, viewer: ArticleViewer, articleId: string) => {
  if (!isUuid(articleId)) throw articleNotFound();
  const [row] = await tx
    .select({ id: article.id, likesCount: article.likesCount })
    .from(article)
    .where(visibleArticleWhere(articleId, viewer))
    .for('update')
    .limit(1);
  if (!row) throw articleNotFound();
  return row;
};

/**
 * Sets or clears the caller's like (one per user: the key), keeping the article's count in the
 * same transaction. Liking twice, or unliking what was not liked, changes nothing.
 */
export const setLike = async ({
  db,
  viewer,
  articleId,
  liked,
}: {
  db: Db;
  viewer: ArticleViewer;
  articleId: string;
  liked: boolean;
}): Promise<ArticleLikeResponse> =>
  db.transaction(async (tx) => {
    const current = await lockVisible(tx, viewer, articleId);
    const changed = liked
      ? await tx
          .insert(articleLike)
          .values({ articleId, userId: viewer.id })
          .onConflictDoNothing()
          .returning({ id: articleLike.articleId })
      : await tx
          .delete(articleLike)
          .where(and(eq(articleLike.articleId, articleId), eq(articleLike.userId, viewer.id)))
          .returning({ id: articleLike.articleId });
    if (changed.length === 0) return { liked, likesCount: current.likesCount };
    const [updated] = await tx
      .update(article)
      .set({ likesCount: sql`greatest(${article.likesCount} + ${liked ? 1 : -1}, 0)` })
      .where(eq(article.id, articleId))
      .returning({ likesCount: article.likesCount });
    return { liked, likesCount: updated?.likesCount ?? current.likesCount };
  });

/** Sets or clears the caller's bookmark (one per user); the "saved" list reads them. */
export const setBookmark = async ({
  db,
  viewer,
  articleId,
  bookmarked,
}: {
  db: Db;
  viewer: ArticleViewer;
  articleId: string;
  bookmarked: boolean;
}): Promise<ArticleBookmarkResponse> =>
  db.transaction(async (tx) => {
    await lockVisible(tx, viewer, articleId);
    if (bookmarked)
      await tx
        .insert(articleBookmark)
        .values({ articleId, userId: viewer.id })
        .onConflictDoNothing();
    else
      await tx
        .delete(articleBookmark)
        .where(
          and(eq(articleBookmark.articleId, articleId), eq(articleBookmark.userId, viewer.id)),
        );
    return { bookmarked };
  });
