import { createRoute, z } from '@hono/zod-openapi';
import { bookingCalendarQuerySchema, calendarFeedResponseSchema } from '@patili/domain/bookings';

import { errorResponses, idParam, jsonResponse } from '../../lib/openapi.ts';
import { ON_A_BOOKING, requireAccess } from '../../lib/require-access.ts';

/** An iCalendar answer (RFC 5545), served as a file to save or a feed to subscribe to. */
const calendarResponse = (description: string) => ({
  description,
  content: { 'text/calendar': { schema: z.string() } },
});

export const getBookingCalendarRoute = createRoute({
  operationId: 'getBookingCalendar',
  method: 'get',
  path: '/api/bookings/{bookingId}/calendar.ics',
  tags: ['bookings'],
  summary:
    'The booking as an iCalendar file of one event, for its owner or its provider (anyone else gets 404); 409 unless it is confirmed or completed',
  middleware: [requireAccess('read:booking:own', ON_A_BOOKING)] as const,
  request: { params: idParam('bookingId', 'The booking id'), query: bookingCalendarQuerySchema },
  responses: {
    200: calendarResponse('The booking as a `.ics` attachment'),
    ...errorResponses(401, 403, 404, 409, 422),
  },
});

// A provider's own feed; the service also refuses the admin, whose account has no bookings.
const FEED_ACCESS = 'manage:calendarFeed:own';

export const getCalendarFeedRoute = createRoute({
  operationId: 'getCalendarFeed',
  method: 'get',
  path: '/api/bookings/calendar-feed',
  tags: ['bookings'],
  summary: "The provider's private calendar feed address, or null when they have none",
  middleware: [requireAccess(FEED_ACCESS)] as const,
  responses: {
    200: jsonResponse(calendarFeedResponseSchema, 'The feed, or null'),
    ...errorResponses(401, 403),
  },
});

export const renewCalendarFeedRoute = createRoute({
  operationId: 'renewCalendarFeed',
  method: 'post',
  path: '/api/bookings/calendar-feed',
  tags: ['bookings'],
  summary:
    "Makes the provider's calendar feed address, or a new one in place of the old, which stops working at once",
  middleware: [requireAccess(FEED_ACCESS)] as const,
  responses: {
    200: jsonResponse(calendarFeedResponseSchema, 'The new feed address'),
    ...errorResponses(401, 403),
  },
});

export const deleteCalendarFeedRoute = createRoute({
  operationId: 'deleteCalendarFeed',
  method: 'delete',
  path: '/api/bookings/calendar-feed',
  tags: ['bookings'],
  summary: "Turns the provider's calendar feed off: its address answers 404 from then on",
  middleware: [requireAccess(FEED_ACCESS)] as const,
  responses: { 204: { description: 'Turned off (or was off)' }, ...errorResponses(401, 403) },
});

export const readCalendarFeedRoute = createRoute({
  operationId: 'readCalendarFeed',
  method: 'get',
  path: '/api/calendar/{token}/bookings.ics',
  tags: ['bookings'],
  summary:
    "A provider's calendar feed, for calendar apps (no session: the token is the key): their confirmed and completed bookings from 30 days ago on; 404 for an unknown, renewed or turned-off token",
  request: { params: idParam('token', "The feed's secret token") },
  responses: {
    200: calendarResponse('The feed'),
    ...errorResponses(404, 429),
  },
});
