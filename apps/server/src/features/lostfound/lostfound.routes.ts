import { createRoute } from '@hono/zod-openapi';
import {
  alertSubscriptionInputSchema,
  alertSubscriptionSchema,
  reportDetailSchema,
  reportInputSchema,
  reportListQuerySchema,
  reportListResponseSchema,
  reportResponseSchema,
  reportStatusInputSchema,
} from '@patili/domain/lostfound';

import { errorResponses, idParam, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { requireAccess } from '../../lib/require-access.ts';

const reportParams = idParam('reportId', 'The lost-or-found report id');

export const listLostfoundReportsRoute = createRoute({
  operationId: 'listLostfoundReports',
  method: 'get',
  path: '/api/lostfound',
  tags: ['lostfound'],
  summary: 'Lost and found reports, newest first, filtered, one page at a time (signed in)',
  middleware: [requireAccess('read:lostfound')] as const,
  request: { query: reportListQuerySchema },
  responses: {
    200: jsonResponse(reportListResponseSchema, 'A page of reports and the total'),
    ...errorResponses(401, 403, 422),
  },
});

export const createLostfoundReportRoute = createRoute({
  operationId: 'createLostfoundReport',
  method: 'post',
  path: '/api/lostfound',
  tags: ['lostfound'],
  summary:
    'Report a lost or found pet (any signed-in role); tells opted-in neighbours of a lost one',
  middleware: [requireAccess('write:lostfound:own')] as const,
  request: { body: jsonBody(reportInputSchema) },
  responses: {
    201: jsonResponse(reportResponseSchema, 'The new report'),
    ...errorResponses(401, 403, 422),
  },
});

export const getAlertSubscriptionRoute = createRoute({
  operationId: 'getAlertSubscription',
  method: 'get',
  path: '/api/lostfound/alerts',
  tags: ['lostfound'],
  summary: "The caller's lost-pet alert for their district (off by default)",
  middleware: [requireAccess('write:lostfound:own')] as const,
  responses: {
    200: jsonResponse(alertSubscriptionSchema, 'The alert setting'),
    ...errorResponses(401, 403),
  },
});

export const putAlertSubscriptionRoute = createRoute({
  operationId: 'putAlertSubscription',
  method: 'put',
  path: '/api/lostfound/alerts',
  tags: ['lostfound'],
  summary: "Turn the caller's lost-pet alert on or off",
  middleware: [requireAccess('write:lostfound:own')] as const,
  request: { body: jsonBody(alertSubscriptionInputSchema) },
  responses: {
    200: jsonResponse(alertSubscriptionSchema, 'The saved setting'),
    ...errorResponses(401, 403, 422),
  },
});

export const getLostfoundReportRoute = createRoute({
  operationId: 'getLostfoundReport',
  method: 'get',
  path: '/api/lostfound/{reportId}',
  tags: ['lostfound'],
  summary: 'One report with its similar active reports of the opposite type (signed in)',
  middleware: [requireAccess('read:lostfound')] as const,
  request: { params: reportParams },
  responses: {
    200: jsonResponse(reportDetailSchema, 'The report and up to five similar reports'),
    ...errorResponses(401, 403, 404),
  },
});

export const updateLostfoundReportRoute = createRoute({
  operationId: 'updateLostfoundReport',
  method: 'put',
  path: '/api/lostfound/{reportId}',
  tags: ['lostfound'],
  summary: 'Replace a report’s fields, keeping its status (its reporter only)',
  middleware: [requireAccess('write:lostfound:own')] as const,
  request: { params: reportParams, body: jsonBody(reportInputSchema) },
  responses: {
    200: jsonResponse(reportResponseSchema, 'The updated report'),
    ...errorResponses(401, 403, 404, 422),
  },
});

export const changeLostfoundReportStatusRoute = createRoute({
  operationId: 'changeLostfoundReportStatus',
  method: 'patch',
  path: '/api/lostfound/{reportId}/status',
  tags: ['lostfound'],
  summary: 'Mark an active report reunited or closed (its reporter only)',
  middleware: [requireAccess('write:lostfound:own')] as const,
  request: { params: reportParams, body: jsonBody(reportStatusInputSchema) },
  responses: {
    200: jsonResponse(reportResponseSchema, 'The updated report'),
    ...errorResponses(401, 403, 404, 409, 422),
  },
});
