import { createRoute, z } from '@hono/zod-openapi';
import {
  articleBookmarkListQuerySchema,
  articleBookmarkResponseSchema,
  articleCommentDeletedSchema,
  articleCommentInputSchema,
  articleCommentListQuerySchema,
  articleCommentListResponseSchema,
  articleCommentResponseSchema,
  articleInputSchema,
  articleLikeResponseSchema,
  articleListQuerySchema,
  articleListResponseSchema,
  articleResponseSchema,
} from '@patili/domain/articles';

import { errorResponses, idParam, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { requireAccess } from '../../lib/require-access.ts';

const articleParams = idParam('articleId', 'The article id');
const commentParams = articleParams.extend(idParam('commentId', 'The comment id').shape);
const slugParams = z.object({ slug: z.string().max(200) });

const tags = ['articles'];

export const listArticlesRoute = createRoute({
  operationId: 'listArticles',
  method: 'get',
  path: '/api/articles',
  tags,
  summary:
    'A page of articles: published (featured first, newest first), the caller’s own, or the drafts they may see; by category',
  middleware: [requireAccess('read:article')] as const,
  request: { query: articleListQuerySchema },
  responses: {
    200: jsonResponse(articleListResponseSchema, 'A page of articles and the total'),
    ...errorResponses(401, 403, 422),
  },
});

export const listBookmarksRoute = createRoute({
  operationId: 'listBookmarks',
  method: 'get',
  path: '/api/articles/bookmarks',
  tags,
  summary: 'A page of the caller’s bookmarked articles, newest bookmark first',
  middleware: [requireAccess('read:article')] as const,
  request: { query: articleBookmarkListQuerySchema },
  responses: {
    200: jsonResponse(articleListResponseSchema, 'A page of articles and the total'),
    ...errorResponses(401, 403, 422),
  },
});

export const getArticleBySlugRoute = createRoute({
  operationId: 'getArticleBySlug',
  method: 'get',
  path: '/api/articles/slug/{slug}',
  tags,
  summary: 'An article’s page by its slug (a draft only for its author and the admin)',
  middleware: [requireAccess('read:article')] as const,
  request: { params: slugParams },
  responses: {
    200: jsonResponse(articleResponseSchema, 'The article with the caller’s like and bookmark'),
    ...errorResponses(401, 403, 404),
  },
});

export const createArticleRoute = createRoute({
  operationId: 'createArticle',
  method: 'post',
  path: '/api/articles',
  tags,
  summary:
    'Write an article as a draft or published (admin, veterinarian, trainer); the HTML is sanitized',
  middleware: [requireAccess('write:article:own')] as const,
  request: { body: jsonBody(articleInputSchema) },
  responses: {
    201: jsonResponse(articleResponseSchema, 'The new article'),
    ...errorResponses(401, 403, 422),
  },
});

export const getArticleRoute = createRoute({
  operationId: 'getArticle',
  method: 'get',
  path: '/api/articles/{articleId}',
  tags,
  summary: 'An article by id (the edit screen), with the same visibility as by slug',
  middleware: [requireAccess('read:article')] as const,
  request: { params: articleParams },
  responses: {
    200: jsonResponse(articleResponseSchema, 'The article'),
    ...errorResponses(401, 403, 404),
  },
});

export const updateArticleRoute = createRoute({
  operationId: 'updateArticle',
  method: 'put',
  path: '/api/articles/{articleId}',
  tags,
  summary: 'Save an article (its author or the admin); the pressed button sets the status',
  middleware: [requireAccess('write:article:own')] as const,
  request: { params: articleParams, body: jsonBody(articleInputSchema) },
  responses: {
    200: jsonResponse(articleResponseSchema, 'The saved article'),
    ...errorResponses(401, 403, 404, 422),
  },
});

export const deleteArticleRoute = createRoute({
  operationId: 'deleteArticle',
  method: 'delete',
  path: '/api/articles/{articleId}',
  tags,
  summary:
    'Delete an article with its likes, bookmarks, comments and cover (its author or the admin)',
  middleware: [requireAccess('write:article:own')] as const,
  request: { params: articleParams },
  responses: { 204: { description: 'Deleted' }, ...errorResponses(401, 403, 404) },
});

const likeRoute = (method: 'put' | 'delete') =>
  createRoute({
    operationId: method === 'put' ? 'likeArticle' : 'unlikeArticle',
    method,
    path: '/api/articles/{articleId}/like',
    tags,
    summary: method === 'put' ? 'Like an article (once per user)' : 'Take back the caller’s like',
    middleware: [requireAccess('react:article')] as const,
    request: { params: articleParams },
    responses: {
      200: jsonResponse(articleLikeResponseSchema, 'The caller’s like and the count'),
      ...errorResponses(401, 403, 404),
    },
  });
export const likeArticleRoute = likeRoute('put');
export const unlikeArticleRoute = likeRoute('delete');

const bookmarkRoute = (method: 'put' | 'delete') =>
  createRoute({
    operationId: method === 'put' ? 'bookmarkArticle' : 'unbookmarkArticle',
    method,
    path: '/api/articles/{articleId}/bookmark',
    tags,
    summary: method === 'put' ? 'Bookmark an article' : 'Remove the caller’s bookmark',
    middleware: [requireAccess('react:article')] as const,
    request: { params: articleParams },
    responses: {
      200: jsonResponse(articleBookmarkResponseSchema, 'The caller’s bookmark'),
      ...errorResponses(401, 403, 404),
    },
  });
export const bookmarkArticleRoute = bookmarkRoute('put');
export const unbookmarkArticleRoute = bookmarkRoute('delete');

export const listCommentsRoute = createRoute({
  operationId: 'listComments',
  method: 'get',
  path: '/api/articles/{articleId}/comments',
  tags,
  summary: 'A page of an article’s comments, oldest first',
  middleware: [requireAccess('read:article')] as const,
  request: { params: articleParams, query: articleCommentListQuerySchema },
  responses: {
    200: jsonResponse(articleCommentListResponseSchema, 'A page of comments and the total'),
    ...errorResponses(401, 403, 404, 422),
  },
});

export const addCommentRoute = createRoute({
  operationId: 'addComment',
  method: 'post',
  path: '/api/articles/{articleId}/comments',
  tags,
  summary: 'Comment on an article (non-blank plain text)',
  middleware: [requireAccess('react:article')] as const,
  request: { params: articleParams, body: jsonBody(articleCommentInputSchema) },
  responses: {
    201: jsonResponse(articleCommentResponseSchema, 'The comment and the article’s new count'),
    ...errorResponses(401, 403, 404, 422),
  },
});

export const deleteCommentRoute = createRoute({
  operationId: 'deleteComment',
  method: 'delete',
  path: '/api/articles/{articleId}/comments/{commentId}',
  tags,
  summary: 'Delete a comment (its writer or the admin)',
  middleware: [requireAccess('react:article')] as const,
  request: { params: commentParams },
  responses: {
    200: jsonResponse(articleCommentDeletedSchema, 'The article’s new comment count'),
    ...errorResponses(401, 403, 404),
  },
});
