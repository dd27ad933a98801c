import { createRoute } from '@hono/zod-openapi';
import {
  chatMessageSchema,
  conversationListQuerySchema,
  conversationPageSchema,
  conversationQuerySchema,
  conversationReadSchema,
  conversationViewSchema,
  flagMessageInputSchema,
  messageFlagSchema,
  messageHistoryQuerySchema,
  messagePageSchema,
  sendMessageInputSchema,
  unreadCountSchema,
} from '@patili/domain/chat';

import { errorResponses, idParam, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { requireAccess } from '../../lib/require-access.ts';

const chatParams = idParam(
  'chatId',
  'The chat id (`booking_{bookingId}`, `question_{providerId}`, `adoption_{listingId}_owner_{ownerId}`, …)',
);

const messageParams = idParam('messageId', 'The message id');

const providerParams = idParam(
  'providerId',
  "The provider's user id (as their public profile has it)",
);

export const listConversationsRoute = createRoute({
  operationId: 'listConversations',
  method: 'get',
  path: '/api/chat/conversations',
  tags: ['chat'],
  summary: "One page of the caller's conversations, newest activity first, with the unread total",
  middleware: [requireAccess('use:chat')] as const,
  request: { query: conversationListQuerySchema },
  responses: {
    200: jsonResponse(
      conversationPageSchema,
      'A page of conversations, the total and the unread total',
    ),
    ...errorResponses(401, 403, 422),
  },
});

export const getUnreadRoute = createRoute({
  operationId: 'getUnread',
  method: 'get',
  path: '/api/chat/unread',
  tags: ['chat'],
  summary:
    "How many messages wait unread in all the caller's conversations (the Messages link's badge)",
  middleware: [requireAccess('use:chat')] as const,
  responses: {
    200: jsonResponse(unreadCountSchema, 'The unread total'),
    ...errorResponses(401, 403),
  },
});

export const getConversationRoute = createRoute({
  operationId: 'getConversation',
  method: 'get',
  path: '/api/chat/conversations/{chatId}',
  tags: ['chat'],
  summary:
    'A conversation as the caller sees it, for its two members only; an id the caller may use answers before any message (opening it starts it)',
  middleware: [requireAccess('use:chat')] as const,
  request: { params: chatParams, query: conversationQuerySchema },
  responses: {
    200: jsonResponse(conversationViewSchema, 'The conversation'),
    ...errorResponses(401, 403, 404, 422),
  },
});

export const openQuestionRoute = createRoute({
  operationId: 'openQuestion',
  method: 'get',
  path: '/api/chat/questions/{providerId}',
  tags: ['chat'],
  summary:
    "An owner's conversation of questions to a provider before booking (`question_{providerId}`), one per owner and provider; it answers before any message (the first message writes it). A provider the owner cannot reach in browse is not found",
  middleware: [requireAccess('ask:provider')] as const,
  request: { params: providerParams },
  responses: {
    200: jsonResponse(conversationViewSchema, 'The conversation'),
    ...errorResponses(401, 403, 404),
  },
});

export const listMessagesRoute = createRoute({
  operationId: 'listMessages',
  method: 'get',
  path: '/api/chat/conversations/{chatId}/messages',
  tags: ['chat'],
  summary:
    'A page of history before a cursor (the newest without one), oldest first within the page; in a provider conversation, contact details the other member wrote are masked until a booking between the two is confirmed',
  middleware: [requireAccess('use:chat')] as const,
  request: { params: chatParams, query: messageHistoryQuerySchema },
  responses: {
    200: jsonResponse(messagePageSchema, 'The messages and the cursor of the page before'),
    ...errorResponses(401, 403, 404, 422),
  },
});

export const sendMessageRoute = createRoute({
  operationId: 'sendMessage',
  method: 'post',
  path: '/api/chat/conversations/{chatId}/messages',
  tags: ['chat'],
  summary:
    'Send a message (text and/or own chat_photo uploads); stored before it is answered. A clientId sent before answers the stored message (200) and writes nothing',
  middleware: [requireAccess('use:chat')] as const,
  request: {
    params: chatParams,
    query: conversationQuerySchema,
    body: jsonBody(sendMessageInputSchema),
  },
  responses: {
    201: jsonResponse(chatMessageSchema, 'The stored message'),
    200: jsonResponse(
      chatMessageSchema,
      'The message stored by an earlier send with this clientId',
    ),
    ...errorResponses(401, 403, 404, 422, 429),
  },
});

export const markReadRoute = createRoute({
  operationId: 'markRead',
  method: 'post',
  path: '/api/chat/conversations/{chatId}/read',
  tags: ['chat'],
  summary: "Mark the conversation read up to now for the caller (the other member's read receipt)",
  middleware: [requireAccess('use:chat')] as const,
  request: { params: chatParams, query: conversationQuerySchema },
  responses: {
    200: jsonResponse(conversationReadSchema, 'When it was marked read'),
    ...errorResponses(401, 403, 404, 422),
  },
});

export const flagMessageRoute = createRoute({
  operationId: 'flagMessage',
  method: 'post',
  path: '/api/chat/messages/{messageId}/flag',
  tags: ['chat'],
  summary:
    "Flag a message the other member of one's conversation sent (once per message), for the admin",
  middleware: [requireAccess('use:chat')] as const,
  request: { params: messageParams, body: jsonBody(flagMessageInputSchema) },
  responses: {
    201: jsonResponse(messageFlagSchema, 'The stored flag'),
    ...errorResponses(401, 403, 404, 409, 422),
  },
});
