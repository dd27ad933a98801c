import { createRoute } from '@hono/zod-openapi';
import { adminNotificationSettingsSchema } from '@patili/domain/notifications';

import { errorResponses, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { requireAccess } from '../../lib/require-access.ts';

export const getAdminNotificationSettingsRoute = createRoute({
  operationId: 'getAdminNotificationSettings',
  method: 'get',
  path: '/api/admin/notification-settings',
  tags: ['notifications', 'admin'],
  summary: "The signed-in admin's notification choices, one switch per topic (admin)",
  middleware: [requireAccess('update:admin-notification-settings:own')] as const,
  responses: {
    200: jsonResponse(adminNotificationSettingsSchema, 'On or off per topic'),
    ...errorResponses(401, 403),
  },
});

export const putAdminNotificationSettingsRoute = createRoute({
  operationId: 'putAdminNotificationSettings',
  method: 'put',
  path: '/api/admin/notification-settings',
  tags: ['notifications', 'admin'],
  summary:
    "Save the signed-in admin's notification choices, every topic at once (admin; audit-logged)",
  middleware: [requireAccess('update:admin-notification-settings:own')] as const,
  request: { body: jsonBody(adminNotificationSettingsSchema) },
  responses: {
    200: jsonResponse(adminNotificationSettingsSchema, 'The saved choices'),
    ...errorResponses(401, 403, 422),
  },
});
