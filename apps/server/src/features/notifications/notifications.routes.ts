import { createRoute } from '@hono/zod-openapi';
import {
  notificationListQuerySchema,
  notificationListResponseSchema,
  unreadCountResponseSchema,
} from '@patili/domain/bookings';

import { errorResponses, idParam, jsonResponse } from '../../lib/openapi.ts';
import { requireAccess } from '../../lib/require-access.ts';

const notificationParams = idParam('notificationId', 'The notification id');

export const listNotificationsRoute = createRoute({
  operationId: 'listNotifications',
  method: 'get',
  path: '/api/notifications',
  tags: ['notifications'],
  summary: "One page of the caller's notifications, newest first, written in the caller's language",
  middleware: [requireAccess('read:notification:own')] as const,
  request: { query: notificationListQuerySchema },
  responses: {
    200: jsonResponse(
      notificationListResponseSchema,
      'A page of notifications, the total and the unread count',
    ),
    ...errorResponses(401, 403, 422),
  },
});

export const getUnreadCountRoute = createRoute({
  operationId: 'getUnreadCount',
  method: 'get',
  path: '/api/notifications/unread-count',
  tags: ['notifications'],
  summary: "How many of the caller's notifications are unread (the badge)",
  middleware: [requireAccess('read:notification:own')] as const,
  responses: {
    200: jsonResponse(unreadCountResponseSchema, 'The unread count'),
    ...errorResponses(401, 403),
  },
});

export const markNotificationReadRoute = createRoute({
  operationId: 'markNotificationRead',
  method: 'post',
  path: '/api/notifications/{notificationId}/read',
  tags: ['notifications'],
  summary: "Mark one of the caller's notifications read; answers the unread count",
  middleware: [requireAccess('update:notification:own')] as const,
  request: { params: notificationParams },
  responses: {
    200: jsonResponse(unreadCountResponseSchema, 'The unread count now'),
    ...errorResponses(401, 403, 404),
  },
});

export const markAllNotificationsReadRoute = createRoute({
  operationId: 'markAllNotificationsRead',
  method: 'post',
  path: '/api/notifications/read-all',
  tags: ['notifications'],
  summary: "Mark every notification of the caller's read",
  middleware: [requireAccess('update:notification:own')] as const,
  responses: {
    200: jsonResponse(unreadCountResponseSchema, 'The unread count now (0)'),
    ...errorResponses(401, 403),
  },
});
