import { createRoute } from '@hono/zod-openapi';
import { adminStatsSchema } from '@patili/domain/admin';

import { errorResponses, jsonResponse } from '../../lib/openapi.ts';
import { requireAccess } from '../../lib/require-access.ts';

export const getAdminStatsRoute = createRoute({
  operationId: 'getAdminStats',
  method: 'get',
  path: '/api/admin/stats',
  tags: ['admin'],
  summary: 'Dashboard counts: users by role, active users, bookings and the commission earned (admin only)',
  middleware: [requireAccess('read:stats:all')] as const,
  responses: { 200: jsonResponse(adminStatsSchema, 'Current counts'), ...errorResponses(401, 403) },
});
