import { createRoute } from '@hono/zod-openapi';
import { adminBookingDetailSchema, adminBookingListQuerySchema, adminBookingPageSchema } from '@patili/domain/bookings';

import { errorResponses, idParam, jsonResponse } from '../../lib/openapi.ts';
import { requireAccess } from '../../lib/require-access.ts';

export const listAdminBookingsRoute = createRoute({
  operationId: 'listAdminBookings',
  method: 'get',
  path: '/api/admin/bookings',
  tags: ['admin'],
  summary: 'Every booking, newest first: search (owner, provider, id), status, kind, start days (admin only)',
  middleware: [requireAccess('read:booking:all')] as const,
  request: { query: adminBookingListQuerySchema },
  responses: { 200: jsonResponse(adminBookingPageSchema, 'A page of bookings and the total'), ...errorResponses(401, 403, 422) },
});

export const getAdminBookingRoute = createRoute({
  operationId: 'getAdminBooking',
  method: 'get',
  path: '/api/admin/bookings/{bookingId}',
  tags: ['admin'],
  summary: 'One booking with its price breakdown, status times and payment (admin only)',
  middleware: [requireAccess('read:booking:all')] as const,
  request: { params: idParam('bookingId', 'The booking id') },
  responses: { 200: jsonResponse(adminBookingDetailSchema, 'The booking'), ...errorResponses(401, 403, 404) },
});
