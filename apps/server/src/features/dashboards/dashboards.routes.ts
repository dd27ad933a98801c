import { createRoute } from '@hono/zod-openapi';
import { dashboardResponseSchema } from '@patili/domain/dashboards';

import { errorResponses, jsonResponse } from '../../lib/openapi.ts';
import { requireAccess } from '../../lib/require-access.ts';

export const getMyDashboardRoute = createRoute({
  operationId: 'getMyDashboard',
  method: 'get',
  path: '/api/dashboards/me',
  tags: ['dashboards'],
  summary:
    "The caller's dashboard numbers for their role (owner, sitter, veterinarian, pet walker, trainer), counted on the Istanbul calendar; 404 for an account without such a dashboard (the admin's is /api/admin/stats)",
  middleware: [requireAccess('read:dashboard:own')] as const,
  responses: {
    200: jsonResponse(dashboardResponseSchema, "The role's numbers"),
    ...errorResponses(401, 403, 404),
  },
});
