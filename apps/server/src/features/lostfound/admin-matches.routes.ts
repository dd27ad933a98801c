import { createRoute } from '@hono/zod-openapi';
import {
  adminMatchListQuerySchema,
  adminMatchListResponseSchema,
  matchReviewInputSchema,
  matchReviewResponseSchema,
} from '@patili/domain/lostfound';

import { errorResponses, idParam, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { requireAccess } from '../../lib/require-access.ts';

/** A pair by its two report ids. */
const matchParams = idParam('lostReportId', 'The lost report id').extend(idParam('foundReportId', 'The found report id').shape);

export const listAdminMatchesRoute = createRoute({
  operationId: 'listAdminMatches',
  method: 'get',
  path: '/api/admin/lostfound/matches',
  tags: ['lostfound', 'admin'],
  summary: 'The stored lost-found matches of one review status, best score first (admin)',
  middleware: [requireAccess('review:lostfound-match')] as const,
  request: { query: adminMatchListQuerySchema },
  responses: {
    200: jsonResponse(adminMatchListResponseSchema, 'A page of matches and the total'),
    ...errorResponses(401, 403, 422),
  },
});

export const reviewMatchRoute = createRoute({
  operationId: 'reviewMatch',
  method: 'post',
  path: '/api/admin/lostfound/matches/{lostReportId}/{foundReportId}/review',
  tags: ['lostfound', 'admin'],
  summary:
    'Confirm a pending match (both reporters are notified) or dismiss it (admin; audit-logged)',
  middleware: [requireAccess('review:lostfound-match')] as const,
  request: { params: matchParams, body: jsonBody(matchReviewInputSchema) },
  responses: {
    200: jsonResponse(matchReviewResponseSchema, 'The reviewed match'),
    ...errorResponses(401, 403, 404, 409, 422),
  },
});
