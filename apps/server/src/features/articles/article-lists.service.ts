import type { ArticleCategory, ArticleList, ArticleListScope } from '@patili/domain/articles';
import { and, count, desc, eq, or } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { article, articleBookmark, user } from '../../db/schema/index.ts';
import {
  summaryColumns,
  toSummaryView,
  type SummaryRow,
  type ArticleViewer,
} from './article-views.ts';

/**
 * One page of articles (by optional category), each scope straight from its index
 * (migration 0015):
 * - `published`: featured first, then newest published first (`article_published[_category]_idx`);
 * - `mine`: the caller's own, drafts too, last edited first (`article_author_idx`);
 * - `drafts`: the admin's are every draft (`article_draft_idx`), an author's their own.
 * The count is over the same rows; the author's picture is joined for the page's rows only.
 */
export const listArticles = async ({
  db,
  viewer,
  scope,
  category,
  page,
  pageSize,
}: {
  db: Db;
  viewer: ArticleViewer;
  scope: ArticleListScope;
  category: ArticleCategory | undefined;
  page: number;
  pageSize: number;
}): Promise<ArticleList> => {
  const inCategory = category ? eq(article.category, category) : undefined;
  const where =
    scope === 'published'
      ? and(eq(article.status, 'published'), inCategory)
      : scope === 'mine'
        ? and(eq(article.authorId, viewer.id), inCategory)
        : and(
            eq(article.status, 'draft'),
            viewer.isAdmin ? undefined : eq(article.authorId, viewer.id),
            inCategory,
          );
  const order =
    scope === 'published'
      ? [desc(article.isFeatured), desc(article.publishedAt), desc(article.id)]
      : [desc(article.updatedAt), desc(article.id)];
  const [rows, totals] = await Promise.all([
    db
      .select(summaryColumns)
      .from(article)
      .leftJoin(user, eq(user.id, article.authorId))
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(article).where(where),
  ]);
  return {
    items: (rows as SummaryRow[]).map(toSummaryView),
    total: totals[0]?.total ?? 0,
    page,
    pageSize,
  };
};

/**
 * One page of the caller's bookmarks, newest bookmark first (`article_bookmark_user_idx`); an
 * article that went back to draft shows only to its author.
 */
export const listBookmarks = async ({
  db,
  viewer,
  page,
  pageSize,
}: {
  db: Db;
  viewer: ArticleViewer;
  page: number;
  pageSize: number;
}): Promise<ArticleList> => {
  const where = and(
    eq(articleBookmark.userId, viewer.id),
    or(eq(article.status, 'published'), eq(article.authorId, viewer.id)),
  );
  const [rows, totals] = await Promise.all([
    db
      .select(summaryColumns)
      .from(articleBookmark)
      .innerJoin(article, eq(article.id, articleBookmark.articleId))
      .leftJoin(user, eq(user.id, article.authorId))
      .where(where)
      .orderBy(desc(articleBookmark.createdAt), desc(articleBookmark.articleId))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: count() })
      .from(articleBookmark)
      .innerJoin(article, eq(article.id, articleBookmark.articleId))
      .where(where),
  ]);
  return {
    items: (rows as SummaryRow[]).map(toSummaryView),
    total: totals[0]?.total ?? 0,
    page,
    pageSize,
  };
};
