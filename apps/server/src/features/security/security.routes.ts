import { createRoute, z } from '@hono/zod-openapi';
import {
  ipBlockInputSchema,
  ipBlockListSchema,
  ipBlockSchema,
  securityAlertListQuerySchema,
  securityAlertPageSchema,
  securityAlertSchema,
  securityAlertStatusInputSchema,
  securityPageQuerySchema,
} from '@patili/domain/security';

import { errorResponses, idParam, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { requireAccess } from '../../lib/require-access.ts';

const alertParams = idParam('alertId', 'The security alert id');
const blockParams = idParam('blockId', 'The IP block id');

export const listAlertsRoute = createRoute({
  operationId: 'listAlerts',
  method: 'get',
  path: '/api/admin/security/alerts',
  tags: ['security', 'admin'],
  summary: 'Security alerts, newest first, searched (description, type label, source) and filtered; open alerts per severity (admin only)',
  middleware: [requireAccess('manage:security')] as const,
  request: { query: securityAlertListQuerySchema },
  responses: {
    200: jsonResponse(securityAlertPageSchema, 'A page of alerts, the total, and the open ones per severity'),
    ...errorResponses(401, 403, 422),
  },
});

export const getAlertRoute = createRoute({
  operationId: 'getAlert',
  method: 'get',
  path: '/api/admin/security/alerts/{alertId}',
  tags: ['security', 'admin'],
  summary: 'One security alert (admin only)',
  middleware: [requireAccess('manage:security')] as const,
  request: { params: alertParams },
  responses: {
    200: jsonResponse(securityAlertSchema, 'The alert'),
    ...errorResponses(401, 403, 404),
  },
});

export const changeAlertStatusRoute = createRoute({
  operationId: 'changeAlertStatus',
  method: 'patch',
  path: '/api/admin/security/alerts/{alertId}',
  tags: ['security', 'admin'],
  summary: "Move an alert forward (acknowledged, investigating, resolved, false positive); resolved and false positive are final; logged (admin only)",
  middleware: [requireAccess('manage:security')] as const,
  request: { params: alertParams, body: jsonBody(securityAlertStatusInputSchema) },
  responses: {
    200: jsonResponse(securityAlertSchema, 'The alert'),
    ...errorResponses(401, 403, 404, 409, 422),
  },
});

export const analyseAlertRoute = createRoute({
  operationId: 'analyseAlert',
  method: 'post',
  path: '/api/admin/security/alerts/{alertId}/analysis',
  tags: ['security', 'admin'],
  summary: 'Analyse an open alert (the configured AI model, else the built-in rules): stored, the alert becomes investigating; logged (admin only)',
  middleware: [requireAccess('manage:security')] as const,
  request: { params: alertParams },
  responses: {
    200: jsonResponse(securityAlertSchema, 'The alert, investigating, with its analysis'),
    ...errorResponses(401, 403, 404, 409),
    502: jsonResponse(z.object({ code: z.string(), message: z.string() }), 'The AI model answered nothing (AI_NO_ANSWER) or failed (AI_FAILED); the alert is unchanged'),
  },
});

export const listIpBlocksRoute = createRoute({
  operationId: 'listIpBlocks',
  method: 'get',
  path: '/api/admin/security/ip-blocks',
  tags: ['security', 'admin'],
  summary: "The IP blocks in force, newest first, and the caller's own address (admin only)",
  middleware: [requireAccess('manage:security')] as const,
  request: { query: securityPageQuerySchema },
  responses: {
    200: jsonResponse(ipBlockListSchema, 'A page of blocks, the total, and your address'),
    ...errorResponses(401, 403, 422),
  },
});

export const blockIpRoute = createRoute({
  operationId: 'blockIp',
  method: 'post',
  path: '/api/admin/security/ip-blocks',
  tags: ['security', 'admin'],
  summary: "Block an address (never the caller's own) for a while or until removed: every request from it is refused 403 IP_BLOCKED; logged (admin only)",
  middleware: [requireAccess('manage:security')] as const,
  request: { body: jsonBody(ipBlockInputSchema) },
  responses: {
    201: jsonResponse(ipBlockSchema, 'The block'),
    ...errorResponses(401, 403, 409, 422),
  },
});

export const unblockIpRoute = createRoute({
  operationId: 'unblockIp',
  method: 'delete',
  path: '/api/admin/security/ip-blocks/{blockId}',
  tags: ['security', 'admin'],
  summary: 'Lift a block; logged (admin only)',
  middleware: [requireAccess('manage:security')] as const,
  request: { params: blockParams },
  responses: { 204: { description: 'Lifted' }, ...errorResponses(401, 403, 404) },
});
