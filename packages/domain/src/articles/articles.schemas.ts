import { z } from 'zod';

import { msg } from '../i18n/translate.ts';
import { blankToNull, isBlank } from '../shared/fields.ts';
import { pageQuerySchema, pageSchemaOf } from '../shared/pagination.ts';
import {
  ARTICLE_AUTHOR_ROLES,
  ARTICLE_CATEGORIES,
  ARTICLE_COMMENT_MAX,
  ARTICLE_COMMENT_PAGE_SIZE,
  ARTICLE_COMMENT_PAGE_SIZE_MAX,
  ARTICLE_CONTENT_MAX,
  ARTICLE_PAGE_SIZE,
  ARTICLE_PAGE_SIZE_MAX,
  ARTICLE_STATUSES,
  ARTICLE_TAG_MAX,
  ARTICLE_TAGS_MAX,
  ARTICLE_TITLE_MAX,
  DEFAULT_ARTICLE_CATEGORY,
  htmlHasContent,
  parseTags,
} from './articles.ts';

/** The spec's one sentence for a missing title, content or category, on each of them. */
export const ARTICLE_REQUIRED_MESSAGE = msg('articles:validation.required');

/**
 * What the editor sends for `POST /api/articles` and `PUT /api/articles/{id}`, and what its form
 * checks: title, content and category required, tags a comma list (or a list) made
 * tidy by `parseTags`, an uploaded `article_cover` or none, featured (the server keeps it for the
 * admin only) and the status the pressed button chose. The content is HTML that the server
 * sanitizes before storing; "required" means it has text or an image once tags are gone.
 */
export const articleInputSchema = z.object({
  title: z
    .string({ error: ARTICLE_REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: ARTICLE_REQUIRED_MESSAGE })
    .max(ARTICLE_TITLE_MAX, { error: msg('articles:validation.titleTooLong') }),
  /** Absent takes the default; an empty or unknown value is the required message. */
  category: z
    .enum(ARTICLE_CATEGORIES, { error: ARTICLE_REQUIRED_MESSAGE })
    .optional()
    .default(DEFAULT_ARTICLE_CATEGORY),
  content: z
    .string({ error: ARTICLE_REQUIRED_MESSAGE })
    .max(ARTICLE_CONTENT_MAX, { error: msg('articles:validation.contentTooLong') })
    .refine(htmlHasContent, { error: ARTICLE_REQUIRED_MESSAGE }),
  tags: z
    .preprocess(
      (value) =>
        isBlank(value)
          ? []
          : typeof value === 'string' ||
              (Array.isArray(value) && value.every((item) => typeof item === 'string'))
            ? parseTags(value)
            : value,
      z
        .array(z.string().max(ARTICLE_TAG_MAX, { error: msg('articles:validation.tagTooLong') }), {
          error: msg('errors:invalidValue'),
        })
        .max(ARTICLE_TAGS_MAX, { error: msg('articles:validation.tooManyTags') }),
    )
    .optional()
    .default([]),
  /** An uploaded `article_cover` file of the caller, or null for none. */
  coverFileId: z
    .preprocess(blankToNull, z.uuid({ error: msg('files:invalidAttachment') }).nullable())
    .optional()
    .default(null),
  /** Featured articles lead the list; only the admin sets it (the server ignores it from others). */
  isFeatured: z
    .boolean({ error: msg('errors:invalidValue') })
    .optional()
    .default(false),
  /** The pressed button: save as draft, or publish. */
  status: z
    .enum(ARTICLE_STATUSES, { error: msg('errors:invalidValue') })
    .optional()
    .default('draft'),
});
export type ArticleInput = z.input<typeof articleInputSchema>;
export type ArticleData = z.output<typeof articleInputSchema>;

/** `POST /api/articles/{id}/comments`: non-blank plain text. */
export const articleCommentInputSchema = z.object({
  content: z
    .string({ error: msg('articles:validation.commentRequired') })
    .trim()
    .min(1, { error: msg('articles:validation.commentRequired') })
    .max(ARTICLE_COMMENT_MAX, { error: msg('articles:validation.commentTooLong') }),
});
export type ArticleCommentInput = z.input<typeof articleCommentInputSchema>;

/**
 * Which articles a list shows:
 * - `published` (default): every published article, featured first, newest first;
 * - `mine`: the caller's own, drafts and published, last edited first;
 * - `drafts`: drafts the caller may see, last edited first: the admin's are everyone's, an
 *   author's their own.
 */
export const ARTICLE_LIST_SCOPES = ['published', 'mine', 'drafts'] as const;
export type ArticleListScope = (typeof ARTICLE_LIST_SCOPES)[number];

const pageQuery = (pageSize: number, maxPageSize: number) => pageQuerySchema({ pageSize, maxPageSize, maxPage: 100_000 });

/** `GET /api/articles?category=&scope=&page=&pageSize=`. */
export const articleListQuerySchema = z.object({
  category: z.enum(ARTICLE_CATEGORIES, { error: msg('errors:invalidValue') }).optional(),
  scope: z.enum(ARTICLE_LIST_SCOPES, { error: msg('errors:invalidValue') }).default('published'),
  ...pageQuery(ARTICLE_PAGE_SIZE, ARTICLE_PAGE_SIZE_MAX).shape,
});
export type ArticleListQuery = z.input<typeof articleListQuerySchema>;

/** `GET /api/articles/bookmarks?page=&pageSize=`: the caller's bookmarks, newest bookmark first. */
export const articleBookmarkListQuerySchema = pageQuery(ARTICLE_PAGE_SIZE, ARTICLE_PAGE_SIZE_MAX);
export type ArticleBookmarkListQuery = z.input<typeof articleBookmarkListQuerySchema>;

/** `GET /api/articles/{id}/comments?page=&pageSize=`: oldest first. */
export const articleCommentListQuerySchema = pageQuery(ARTICLE_COMMENT_PAGE_SIZE, ARTICLE_COMMENT_PAGE_SIZE_MAX);
export type ArticleCommentListQuery = z.input<typeof articleCommentListQuerySchema>;

// --- Responses ---------------------------------------------------------------------------------

/** An article on a card: everything but the content. */
export const articleSummarySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  /** The content's first words as plain text. */
  excerpt: z.string(),
  category: z.enum(ARTICLE_CATEGORIES),
  tags: z.array(z.string()),
  status: z.enum(ARTICLE_STATUSES),
  isFeatured: z.boolean(),
  coverFileId: z.string().nullable(),
  coverUrl: z.string().nullable(),
  coverThumbnailUrl: z.string().nullable(),
  authorId: z.string().nullable(),
  /** The name kept with the article; null shows the default label (`articles:defaultAuthor`). */
  authorName: z.string().nullable(),
  /** The author's role when the article was first published; null while a draft. */
  authorRoleAtPublish: z.enum(ARTICLE_AUTHOR_ROLES).nullable(),
  authorAvatarUrl: z.string().nullable(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  likesCount: z.number().int(),
  commentsCount: z.number().int(),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

/** One article as its page shows it: the sanitized HTML and the caller's own marks. */
export const articleSchema = articleSummarySchema.extend({
  /** HTML sanitized by the server when saved: the only user HTML the web renders. */
  content: z.string(),
  likedByMe: z.boolean(),
  bookmarkedByMe: z.boolean(),
  /** The caller is the author or the admin: the edit link and delete show. */
  canEdit: z.boolean(),
});
export type Article = z.infer<typeof articleSchema>;

export const articleResponseSchema = z.object({ article: articleSchema });
export type ArticleResponse = z.infer<typeof articleResponseSchema>;

export const articleListResponseSchema = pageSchemaOf(articleSummarySchema);
export type ArticleList = z.infer<typeof articleListResponseSchema>;

/** `PUT`/`DELETE /api/articles/{id}/like`: the caller's mark and the new count. */
export const articleLikeResponseSchema = z.object({
  liked: z.boolean(),
  likesCount: z.number().int(),
});
export type ArticleLikeResponse = z.infer<typeof articleLikeResponseSchema>;

/** `PUT`/`DELETE /api/articles/{id}/bookmark`. */
export const articleBookmarkResponseSchema = z.object({ bookmarked: z.boolean() });
export type ArticleBookmarkResponse = z.infer<typeof articleBookmarkResponseSchema>;

export const articleCommentSchema = z.object({
  id: z.uuid(),
  articleId: z.uuid(),
  authorId: z.string().nullable(),
  authorName: z.string().nullable(),
  authorAvatarUrl: z.string().nullable(),
  content: z.string(),
  createdAt: z.string(),
  /** The caller wrote it or is the admin. */
  canDelete: z.boolean(),
});
export type ArticleComment = z.infer<typeof articleCommentSchema>;

export const articleCommentResponseSchema = z.object({
  comment: articleCommentSchema,
  commentsCount: z.number().int(),
});
export type ArticleCommentResponse = z.infer<typeof articleCommentResponseSchema>;

export const articleCommentListResponseSchema = pageSchemaOf(articleCommentSchema);
export type ArticleCommentList = z.infer<typeof articleCommentListResponseSchema>;

/** `DELETE /api/articles/{id}/comments/{commentId}`: the article's new comment count. */
export const articleCommentDeletedSchema = z.object({ commentsCount: z.number().int() });
