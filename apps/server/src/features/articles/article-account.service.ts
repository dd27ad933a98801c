import { articleAuthorName } from '@patili/domain/articles';
import { eq, inArray, sql } from 'drizzle-orm';

import { article, articleBookmark, articleComment, articleLike } from '../../db/schema/index.ts';
import type { AccountHooks } from '../../lib/account-hooks.ts';

/**
 * What an account change does to articles: a new name is the one their articles show; a deleted
 * account takes its articles (with their likes, bookmarks and comments), and its likes and
 * comments elsewhere come off those articles' counts.
 */
export const articlesAccountHooks: AccountHooks = {
  renamed: async ({ db, userId, name }) => {
    const authorName = articleAuthorName({ name });
    if (authorName)
      await db.update(article).set({ authorName }).where(eq(article.authorId, userId));
  },
  deleted: async ({ db, userId }) => {
    await db.delete(article).where(eq(article.authorId, userId));
    const liked = await db
      .delete(articleLike)
      .where(eq(articleLike.userId, userId))
      .returning({ articleId: articleLike.articleId });
    if (liked.length > 0) {
      await db
        .update(article)
        .set({ likesCount: sql`greatest(${article.likesCount} - 1, 0)` })
        .where(
          inArray(
            article.id,
            liked.map((row) => row.articleId),
          ),
        );
    }
    const comments = await db
      .delete(articleComment)
      .where(eq(articleComment.authorId, userId))
      .returning({ articleId: articleComment.articleId });
    const perArticle = new Map<string, number>();
    for (const { articleId } of comments)
      perArticle.set(articleId, (perArticle.get(articleId) ?? 0) + 1);
    for (const [articleId, removed] of perArticle) {
      await db
        .update(article)
        .set({ commentsCount: sql`greatest(${article.commentsCount} - ${removed}, 0)` })
        .where(eq(article.id, articleId));
    }
    await db.delete(articleBookmark).where(eq(articleBookmark.userId, userId));
  },
};
