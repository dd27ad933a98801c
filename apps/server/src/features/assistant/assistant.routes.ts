import { createRoute } from '@hono/zod-openapi';
import {
  assistantActionResultSchema,
  assistantAskInputSchema,
  assistantConfirmInputSchema,
  assistantConsentItemsSchema,
  assistantConsentResponseSchema,
  assistantHistorySchema,
  assistantStreamEventSchema,
} from '@patili/domain/assistant';

import { errorResponses, idParam, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { requireAccess } from '../../lib/require-access.ts';

const messageParams = idParam('messageId', "The id of Peri's message holding the proposal");

export const getConsentRoute = createRoute({
  operationId: 'getConsent',
  method: 'get',
  path: '/api/assistant/consent',
  tags: ['assistant'],
  summary: "The caller's consent to Peri (name, role, recent activity), null until answered",
  middleware: [requireAccess('use:assistant:own')] as const,
  responses: {
    200: jsonResponse(assistantConsentResponseSchema, 'The stored consent with when it was given'),
    ...errorResponses(401, 403),
  },
});

export const saveConsentRoute = createRoute({
  operationId: 'saveConsent',
  method: 'put',
  path: '/api/assistant/consent',
  tags: ['assistant'],
  summary: 'Store the three consent items with the server time (the chat starts over with them)',
  middleware: [requireAccess('use:assistant:own')] as const,
  request: { body: jsonBody(assistantConsentItemsSchema) },
  responses: {
    200: jsonResponse(assistantConsentResponseSchema, 'The stored consent'),
    ...errorResponses(401, 403, 422),
  },
});

export const getHistoryRoute = createRoute({
  operationId: 'getHistory',
  method: 'get',
  path: '/api/assistant/messages',
  tags: ['assistant'],
  summary: "Today's conversation with Peri (Europe/Istanbul day) and the welcome; older days are removed",
  middleware: [requireAccess('use:assistant:own')] as const,
  responses: {
    200: jsonResponse(assistantHistorySchema, "Today's messages, oldest first"),
    ...errorResponses(401, 403),
  },
});

export const askRoute = createRoute({
  operationId: 'ask',
  method: 'post',
  path: '/api/assistant/messages',
  tags: ['assistant'],
  summary: 'Ask Peri: the question is stored, and the answer streams as server-sent events',
  description:
    'Answers `text/event-stream`: one `user` event (the stored question), `delta` events (text to append), then `done` (the stored answer with its citations and any proposed action) or `error` (a translated message; the question stays stored). Each event carries one JSON object of `AssistantStreamEvent`.',
  middleware: [requireAccess('use:assistant:own')] as const,
  request: { body: jsonBody(assistantAskInputSchema) },
  responses: {
    200: { description: 'The answer as server-sent events', content: { 'text/event-stream': { schema: assistantStreamEventSchema } } },
    ...errorResponses(401, 403, 422, 429),
  },
});

export const confirmRoute = createRoute({
  operationId: 'confirm',
  method: 'post',
  path: '/api/assistant/messages/{messageId}/confirm',
  tags: ['assistant'],
  summary: 'Perform the action Peri proposed (a ticket to open, or an admin reply or status change)',
  middleware: [requireAccess('use:assistant:own')] as const,
  request: { params: messageParams, body: jsonBody(assistantConfirmInputSchema) },
  responses: {
    200: jsonResponse(assistantActionResultSchema, 'The settled proposal and Peri\'s follow-up'),
    ...errorResponses(401, 403, 404, 409, 422, 429),
  },
});

export const declineRoute = createRoute({
  operationId: 'decline',
  method: 'post',
  path: '/api/assistant/messages/{messageId}/decline',
  tags: ['assistant'],
  summary: 'Decline the action Peri proposed: nothing is done',
  middleware: [requireAccess('use:assistant:own')] as const,
  request: { params: messageParams },
  responses: {
    200: jsonResponse(assistantActionResultSchema, 'The declined proposal and Peri\'s follow-up'),
    ...errorResponses(401, 403, 404, 409),
  },
});
