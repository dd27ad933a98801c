import { createRoute } from '@hono/zod-openapi';
import {
  createForumPostInputSchema,
  createForumReplyInputSchema,
  flagForumInputSchema,
  forumFlagSchema,
  forumPostListQuerySchema,
  forumPostPageSchema,
  forumPostSchema,
  forumReplyListQuerySchema,
  forumReplyPageSchema,
  forumReplySchema,
} from '@patili/domain/forum';

import { errorResponses, idParam, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { requireAccess } from '../../lib/require-access.ts';

const postParams = idParam('postId', 'The forum post id');
const replyParams = idParam('replyId', 'The forum reply id');

export const listPostsRoute = createRoute({
  operationId: 'listPosts',
  method: 'get',
  path: '/api/forum/posts',
  tags: ['forum'],
  summary:
    'A page of forum posts, newest activity (creation or newest reply) first, with authors, reply counts and excerpts',
  middleware: [requireAccess('read:forum')] as const,
  request: { query: forumPostListQuerySchema },
  responses: {
    200: jsonResponse(forumPostPageSchema, 'The posts and the cursor of the next page'),
    ...errorResponses(401, 403, 422),
  },
});

export const createPostRoute = createRoute({
  operationId: 'createPost',
  method: 'post',
  path: '/api/forum/posts',
  tags: ['forum'],
  summary: 'Open a forum post (title and plain-text content, both non-blank); rate-limited',
  middleware: [requireAccess('write:forum:own')] as const,
  request: { body: jsonBody(createForumPostInputSchema) },
  responses: {
    201: jsonResponse(forumPostSchema, 'The new post'),
    ...errorResponses(401, 403, 422, 429),
  },
});

export const getPostRoute = createRoute({
  operationId: 'getPost',
  method: 'get',
  path: '/api/forum/posts/{postId}',
  tags: ['forum'],
  summary: 'One forum post with what the caller may do with it (its replies page separately)',
  middleware: [requireAccess('read:forum')] as const,
  request: { params: postParams },
  responses: {
    200: jsonResponse(forumPostSchema, 'The post'),
    ...errorResponses(401, 403, 404),
  },
});

export const deletePostRoute = createRoute({
  operationId: 'deletePost',
  method: 'delete',
  path: '/api/forum/posts/{postId}',
  tags: ['forum'],
  summary: 'Delete a forum post with its replies (its author, or the admin)',
  middleware: [requireAccess('write:forum:own')] as const,
  request: { params: postParams },
  responses: { 204: { description: 'Deleted' }, ...errorResponses(401, 403, 404) },
});

export const listRepliesRoute = createRoute({
  operationId: 'listReplies',
  method: 'get',
  path: '/api/forum/posts/{postId}/replies',
  tags: ['forum'],
  summary: "A page of a post's replies, oldest first",
  middleware: [requireAccess('read:forum')] as const,
  request: { params: postParams, query: forumReplyListQuerySchema },
  responses: {
    200: jsonResponse(forumReplyPageSchema, 'The replies and the cursor of the next page'),
    ...errorResponses(401, 403, 404, 422),
  },
});

export const createReplyRoute = createRoute({
  operationId: 'createReply',
  method: 'post',
  path: '/api/forum/posts/{postId}/replies',
  tags: ['forum'],
  summary:
    "Reply to a forum post (non-blank plain text); counted in the post's replies; rate-limited",
  middleware: [requireAccess('write:forum:own')] as const,
  request: { params: postParams, body: jsonBody(createForumReplyInputSchema) },
  responses: {
    201: jsonResponse(forumReplySchema, 'The new reply'),
    ...errorResponses(401, 403, 404, 422, 429),
  },
});

export const deleteReplyRoute = createRoute({
  operationId: 'deleteReply',
  method: 'delete',
  path: '/api/forum/replies/{replyId}',
  tags: ['forum'],
  summary: 'Delete a forum reply (its author, or the admin)',
  middleware: [requireAccess('write:forum:own')] as const,
  request: { params: replyParams },
  responses: { 204: { description: 'Deleted' }, ...errorResponses(401, 403, 404) },
});

export const flagPostRoute = createRoute({
  operationId: 'flagPost',
  method: 'post',
  path: '/api/forum/posts/{postId}/flag',
  tags: ['forum'],
  summary: "Flag someone else's forum post to the admins (once per person)",
  middleware: [requireAccess('flag:forum')] as const,
  request: { params: postParams, body: jsonBody(flagForumInputSchema) },
  responses: {
    201: jsonResponse(forumFlagSchema, 'The stored flag'),
    ...errorResponses(401, 403, 404, 409, 422),
  },
});

export const flagReplyRoute = createRoute({
  operationId: 'flagReply',
  method: 'post',
  path: '/api/forum/replies/{replyId}/flag',
  tags: ['forum'],
  summary: "Flag someone else's forum reply to the admins (once per person)",
  middleware: [requireAccess('flag:forum')] as const,
  request: { params: replyParams, body: jsonBody(flagForumInputSchema) },
  responses: {
    201: jsonResponse(forumFlagSchema, 'The stored flag'),
    ...errorResponses(401, 403, 404, 409, 422),
  },
});
