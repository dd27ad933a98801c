import { createRoute, z } from '@hono/zod-openapi';
import {
  FLAG_KINDS,
  flagActionInputSchema,
  flagActionResponseSchema,
  flaggedItemDetailSchema,
  flagListQuerySchema,
  flagListResponseSchema,
} from '@patili/domain/moderation';

import { errorResponses, idParam, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { requireAccess } from '../../lib/require-access.ts';

/** A flagged item: its kind and id. */
const itemParams = z.object({ kind: z.enum(FLAG_KINDS) }).extend(idParam('targetId', "The flagged message's, post's or reply's id").shape);

export const listFlagsRoute = createRoute({
  operationId: 'listFlags',
  method: 'get',
  path: '/api/admin/moderation/flags',
  tags: ['moderation', 'admin'],
  summary:
    'The flagged-content queue: one row per reported item and status, open first, newest first (admin)',
  middleware: [requireAccess('moderate:content')] as const,
  request: { query: flagListQuerySchema },
  responses: {
    200: jsonResponse(flagListResponseSchema, 'A page of reported items and the total'),
    ...errorResponses(401, 403, 422),
  },
});

export const getFlaggedItemRoute = createRoute({
  operationId: 'getFlaggedItem',
  method: 'get',
  path: '/api/admin/moderation/flags/{kind}/{targetId}',
  tags: ['moderation', 'admin'],
  summary: 'A reported item whole, with its context and every report of it (admin)',
  middleware: [requireAccess('moderate:content')] as const,
  request: { params: itemParams },
  responses: {
    200: jsonResponse(flaggedItemDetailSchema, 'The item, its context and its reports'),
    ...errorResponses(401, 403, 404, 422),
  },
});

export const actOnFlagRoute = createRoute({
  operationId: 'actOnFlag',
  method: 'post',
  path: '/api/admin/moderation/flags/{kind}/{targetId}/actions',
  tags: ['moderation', 'admin'],
  summary: "Dismiss the item's flags, warn its author or suspend its author (admin; audit-logged)",
  middleware: [requireAccess('moderate:content')] as const,
  request: { params: itemParams, body: jsonBody(flagActionInputSchema) },
  responses: {
    200: jsonResponse(flagActionResponseSchema, 'The item as it now stands'),
    ...errorResponses(401, 403, 404, 409, 422),
  },
});
