import { createRoute } from '@hono/zod-openapi';
import {
  broadcastListQuerySchema,
  broadcastListResponseSchema,
  broadcastSchema,
  createBroadcastInputSchema,
} from '@patili/domain/broadcasts';

import { errorResponses, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { requireAccess } from '../../lib/require-access.ts';

export const listBroadcastsRoute = createRoute({
  operationId: 'listBroadcasts',
  method: 'get',
  path: '/api/admin/broadcasts',
  tags: ['broadcasts', 'admin'],
  summary: 'The announcements sent, newest first, with their delivery progress (admin)',
  middleware: [requireAccess('send:broadcast')] as const,
  request: { query: broadcastListQuerySchema },
  responses: {
    200: jsonResponse(broadcastListResponseSchema, 'A page of announcements and the total'),
    ...errorResponses(401, 403, 422),
  },
});

export const createBroadcastRoute = createRoute({
  operationId: 'createBroadcast',
  method: 'post',
  path: '/api/admin/broadcasts',
  tags: ['broadcasts', 'admin'],
  summary:
    'Send an announcement to an audience (admin): stored and answered at once, delivered as notifications in batches',
  middleware: [requireAccess('send:broadcast')] as const,
  request: { body: jsonBody(createBroadcastInputSchema) },
  responses: {
    202: jsonResponse(broadcastSchema, 'The announcement, queued for delivery'),
    ...errorResponses(401, 403, 422),
  },
});
