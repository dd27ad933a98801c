import { asc, eq } from 'drizzle-orm';

import { article, articleBookmark, articleComment, articleLike } from '../../db/schema/index.ts';
import type { DataExporter } from '../../lib/privacy.ts';

/**
 * The articles feature's part of a data export: the articles the user wrote (drafts too), their
 * comments, and the articles they liked and bookmarked (by id and title; the cover images they
 * uploaded come with the files part).
 */
export const articlesExportData: DataExporter = async ({ db, userId }) => {
  const written = await db
    .select()
    .from(article)
    .where(eq(article.authorId, userId))
    .orderBy(asc(article.createdAt), asc(article.id));
  const comments = await db
    .select({
      id: articleComment.id,
      articleId: articleComment.articleId,
      articleTitle: article.title,
      content: articleComment.content,
      createdAt: articleComment.createdAt,
    })
    .from(articleComment)
    .innerJoin(article, eq(article.id, articleComment.articleId))
    .where(eq(articleComment.authorId, userId))
    .orderBy(asc(articleComment.createdAt), asc(articleComment.id));
  const likes = await db
    .select({
      articleId: articleLike.articleId,
      articleTitle: article.title,
      createdAt: articleLike.createdAt,
    })
    .from(articleLike)
    .innerJoin(article, eq(article.id, articleLike.articleId))
    .where(eq(articleLike.userId, userId))
    .orderBy(asc(articleLike.createdAt));
  const bookmarks = await db
    .select({
      articleId: articleBookmark.articleId,
      articleTitle: article.title,
      createdAt: articleBookmark.createdAt,
    })
    .from(articleBookmark)
    .innerJoin(article, eq(article.id, articleBookmark.articleId))
    .where(eq(articleBookmark.userId, userId))
    .orderBy(asc(articleBookmark.createdAt));
  return [
    {
      area: 'articles',
      data: written.map((row) => ({
        id: row.id,
        slug: row.slug,
        title: row.title,
        content: row.content,
        excerpt: row.excerpt,
        category: row.category,
        tags: row.tags,
        status: row.status,
        isFeatured: row.isFeatured,
        coverFileId: row.coverFileId,
        authorName: row.authorName,
        authorRoleAtPublish: row.authorRoleAtPublish,
        publishedAt: row.publishedAt?.toISOString() ?? null,
        likesCount: row.likesCount,
        commentsCount: row.commentsCount,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      })),
    },
    {
      area: 'article_comments',
      data: comments.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    },
    {
      area: 'article_likes',
      data: likes.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    },
    {
      area: 'article_bookmarks',
      data: bookmarks.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    },
  ];
};
