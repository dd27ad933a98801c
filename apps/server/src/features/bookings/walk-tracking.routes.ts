import { createRoute, z } from '@hono/zod-openapi';
import {
  walkPointsInputSchema,
  walkPointsResultSchema,
  walkReportInputSchema,
  walkReportViewSchema,
  walkTrackQuerySchema,
  walkTrackSchema,
} from '@patili/domain/bookings';

import { errorResponses, idParam, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { ON_A_BOOKING, requireAccess } from '../../lib/require-access.ts';

const bookingParams = idParam('bookingId', 'The booking id of the walk');

export const recordWalkPointsRoute = createRoute({
  operationId: 'recordWalkPoints',
  method: 'post',
  path: '/api/bookings/{bookingId}/walk/points',
  tags: ['bookings'],
  summary:
    'Send a batch of 1–50 positions of a walk under way (its walker; started, not finished, else 409): times clamped to the walk, at most one stored per 3 s and 3 000 a walk; one batch per 2 s (429)',
  middleware: [requireAccess('record:walk:own', ON_A_BOOKING)] as const,
  request: { params: bookingParams, body: jsonBody(walkPointsInputSchema) },
  responses: {
    200: jsonResponse(
      walkPointsResultSchema,
      'How many positions were stored, and the walk’s distance',
    ),
    ...errorResponses(401, 403, 404, 409, 422, 429),
  },
});

export const getWalkTrackRoute = createRoute({
  operationId: 'getWalkTrack',
  method: 'get',
  path: '/api/bookings/{bookingId}/walk',
  tags: ['bookings'],
  summary:
    "A walk's times, elapsed time, distance, route and report, for its owner and its walker only (anyone else: 404); `after` gives only the later points",
  middleware: [requireAccess('read:booking:own', ON_A_BOOKING)] as const,
  request: { params: bookingParams, query: walkTrackQuerySchema },
  responses: {
    200: jsonResponse(walkTrackSchema, 'The walk'),
    ...errorResponses(401, 403, 404, 422),
  },
});

export const saveWalkReportRoute = createRoute({
  operationId: 'saveWalkReport',
  method: 'post',
  path: '/api/bookings/{bookingId}/walk/report',
  tags: ['bookings'],
  summary:
    'Write the report of a finished walk (its walker; 409 before the finish): a note and up to 5 walk_report_photo uploads. The first tells the owner (201); sending it again rewrites it (200)',
  middleware: [requireAccess('record:walk:own', ON_A_BOOKING)] as const,
  request: { params: bookingParams, body: jsonBody(walkReportInputSchema) },
  responses: {
    200: jsonResponse(z.object({ report: walkReportViewSchema }), 'The report, rewritten'),
    201: jsonResponse(z.object({ report: walkReportViewSchema }), 'The report, written'),
    ...errorResponses(401, 403, 404, 409, 422),
  },
});
