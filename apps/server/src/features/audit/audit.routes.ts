import { createRoute } from '@hono/zod-openapi';
import { adminActionPageSchema } from '@patili/domain/admin';
import { actionLogAdminListSchema, actionLogQuerySchema } from '@patili/domain/audit';

import { errorResponses, jsonResponse } from '../../lib/openapi.ts';
import { requireAccess } from '../../lib/require-access.ts';

export const listActionLogsRoute = createRoute({
  operationId: 'listActionLogs',
  method: 'get',
  path: '/api/admin/action-logs',
  tags: ['audit', 'admin'],
  summary:
    'The admin action log, newest first: free text, action type, admin and an Istanbul date range (admin only)',
  middleware: [requireAccess('read:action-log')] as const,
  request: { query: actionLogQuerySchema },
  responses: {
    200: jsonResponse(adminActionPageSchema, 'A page of records and the total'),
    ...errorResponses(401, 403, 422),
  },
});

export const listLogAdminsRoute = createRoute({
  operationId: 'listLogAdmins',
  method: 'get',
  path: '/api/admin/action-logs/admins',
  tags: ['audit', 'admin'],
  summary: 'The admins who have records in the action log, by name (admin only)',
  middleware: [requireAccess('read:action-log')] as const,
  responses: {
    200: jsonResponse(actionLogAdminListSchema, 'The admins'),
    ...errorResponses(401, 403),
  },
});
