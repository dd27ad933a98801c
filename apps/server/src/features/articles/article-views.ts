import {
  canDeleteArticleComment,
  canEditArticle,
  readArticleAuthorRole,
  readArticleCategory,
  readArticleStatus,
  type Article,
  type ArticleComment,
  type ArticleSummary,
} from '@patili/domain/articles';
import { fileUrls } from '@patili/domain/files';
import { and, eq, or, sql, type SQL } from 'drizzle-orm';

import {
  article,
  articleBookmark,
  articleComment,
  articleLike,
  user,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../lib/context.ts';

/** Who reads or writes: the session's user, or a demo account the seed writes as. */
export type ArticleViewer = Pick<
  CurrentUser,
  'id' | 'name' | 'email' | 'role' | 'isAdmin' | 'isVerified' | 'isActive'
>;

/** The one answer for an article that does not exist or that the caller may not see. */
export const articleNotFound = () => new AppError('NOT_FOUND', { messageKey: 'articles:notFound' });
/** The one answer for an article the caller may not edit, whether it exists or not. */
export const articleNotEditable = () =>
  new AppError('NOT_FOUND', { messageKey: 'articles:notFoundOrForbidden' });

/**
 * Who sees an article: anyone signed in once it is published; a draft only its author and the
 * admin. Written into each query's `where`.
 */
export const visibleTo = (viewer: Pick<CurrentUser, 'id' | 'isAdmin'>): SQL | undefined =>
  viewer.isAdmin ? undefined : or(eq(article.status, 'published'), eq(article.authorId, viewer.id));

/** The columns of a card: the article without its content, the author's picture with it. */
export const summaryColumns = {
  id: article.id,
  slug: article.slug,
  title: article.title,
  excerpt: article.excerpt,
  category: article.category,
  tags: article.tags,
  status: article.status,
  isFeatured: article.isFeatured,
  coverFileId: article.coverFileId,
  authorId: article.authorId,
  authorName: article.authorName,
  authorRoleAtPublish: article.authorRoleAtPublish,
  authorImage: user.image,
  publishedAt: article.publishedAt,
  createdAt: article.createdAt,
  updatedAt: article.updatedAt,
  likesCount: article.likesCount,
  commentsCount: article.commentsCount,
};

export type SummaryRow = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  tags: string[];
  status: string;
  isFeatured: boolean;
  coverFileId: string | null;
  authorId: string;
  authorName: string | null;
  authorRoleAtPublish: string | null;
  authorImage: string | null;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  likesCount: number;
  commentsCount: number;
};

/** The columns of one article as its page shows it: the card's, the content and the caller's marks. */
export const detailColumns = (viewerId: string) => ({
  ...summaryColumns,
  content: article.content,
  likedByMe: sql<boolean>`exists (select 1 from ${articleLike} where ${articleLike.articleId} = ${article.id} and ${articleLike.userId} = ${viewerId})`,
  bookmarkedByMe: sql<boolean>`exists (select 1 from ${articleBookmark} where ${articleBookmark.articleId} = ${article.id} and ${articleBookmark.userId} = ${viewerId})`,
});

export type DetailRow = SummaryRow & {
  content: string;
  likedByMe: boolean;
  bookmarkedByMe: boolean;
};

export const toSummaryView = (row: SummaryRow): ArticleSummary => {
  const cover = row.coverFileId ? fileUrls(row.coverFileId) : null;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    category: readArticleCategory(row.category),
    tags: row.tags,
    status: readArticleStatus(row.status),
    isFeatured: row.isFeatured,
    coverFileId: row.coverFileId,
    coverUrl: cover?.url ?? null,
    coverThumbnailUrl: cover?.thumbnailUrl ?? null,
    authorId: row.authorId,
    authorName: row.authorName,
    authorRoleAtPublish: readArticleAuthorRole(row.authorRoleAtPublish),
    authorAvatarUrl: row.authorImage,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    likesCount: row.likesCount,
    commentsCount: row.commentsCount,
  };
};

export const toArticleView = (row: DetailRow, viewer: ArticleViewer): Article => ({
  ...toSummaryView(row),
  content: row.content,
  likedByMe: row.likedByMe === true,
  bookmarkedByMe: row.bookmarkedByMe === true,
  canEdit: canEditArticle(viewer, { authorId: row.authorId }),
});

export const commentColumns = {
  id: articleComment.id,
  articleId: articleComment.articleId,
  authorId: articleComment.authorId,
  authorName: user.name,
  authorImage: user.image,
  content: articleComment.content,
  createdAt: articleComment.createdAt,
};

export type CommentRow = {
  id: string;
  articleId: string;
  authorId: string;
  authorName: string | null;
  authorImage: string | null;
  content: string;
  createdAt: Date;
};

export const toCommentView = (
  row: CommentRow,
  viewer: Pick<CurrentUser, 'id' | 'isAdmin'>,
): ArticleComment => ({
  id: row.id,
  articleId: row.articleId,
  authorId: row.authorId,
  authorName: row.authorName,
  authorAvatarUrl: row.authorImage,
  content: row.content,
  createdAt: row.createdAt.toISOString(),
  canDelete: canDeleteArticleComment(viewer, { authorId: row.authorId }),
});

/** The article's row if the viewer may see it (for likes, bookmarks and comments), else 404. */
export const visibleArticleWhere = (
  articleId: string,
  viewer: Pick<CurrentUser, 'id' | 'isAdmin'>,
) => and(eq(article.id, articleId), visibleTo(viewer));
