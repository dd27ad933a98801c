import { createRoute } from '@hono/zod-openapi';
import {
  adminSupportTicketListQuerySchema,
  createSupportTicketInputSchema,
  supportMessageInputSchema,
  supportTicketDetailSchema,
  supportTicketListQuerySchema,
  supportTicketPageSchema,
  updateSupportTicketInputSchema,
} from '@patili/domain/support';

import { errorResponses, idParam, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { requireAccess } from '../../lib/require-access.ts';

const ticketParams = idParam('ticketId', 'The support ticket id');

// --- The requester's side: every signed-in user but the admin (`use:support:own`) ----------------

export const listMyTicketsRoute = createRoute({
  operationId: 'listMyTickets',
  method: 'get',
  path: '/api/support/tickets',
  tags: ['support'],
  summary: "The caller's support tickets, latest message first (not the admin)",
  middleware: [requireAccess('use:support:own')] as const,
  request: { query: supportTicketListQuerySchema },
  responses: {
    200: jsonResponse(supportTicketPageSchema, 'A page of tickets and the total'),
    ...errorResponses(401, 403, 422),
  },
});

export const createTicketRoute = createRoute({
  operationId: 'createTicket',
  method: 'post',
  path: '/api/support/tickets',
  tags: ['support'],
  summary: 'Open a support ticket (subject, description): open, priority medium; the admins are told',
  middleware: [requireAccess('use:support:own')] as const,
  request: { body: jsonBody(createSupportTicketInputSchema) },
  responses: {
    201: jsonResponse(supportTicketDetailSchema, 'The new ticket'),
    ...errorResponses(401, 403, 404, 422, 429),
  },
});

export const getMyTicketRoute = createRoute({
  operationId: 'getMyTicket',
  method: 'get',
  path: '/api/support/tickets/{ticketId}',
  tags: ['support'],
  summary: "One of the caller's tickets with its thread",
  middleware: [requireAccess('use:support:own')] as const,
  request: { params: ticketParams },
  responses: {
    200: jsonResponse(supportTicketDetailSchema, 'The ticket and its messages, oldest first'),
    ...errorResponses(401, 403, 404),
  },
});

export const replyAsRequesterRoute = createRoute({
  operationId: 'replyAsRequester',
  method: 'post',
  path: '/api/support/tickets/{ticketId}/messages',
  tags: ['support'],
  summary: "Write in one's own ticket (not once it is closed): it becomes new_reply_user; the admins are told",
  middleware: [requireAccess('use:support:own')] as const,
  request: { params: ticketParams, body: jsonBody(supportMessageInputSchema) },
  responses: {
    201: jsonResponse(supportTicketDetailSchema, 'The ticket with the new message'),
    ...errorResponses(401, 403, 404, 409, 422),
  },
});

// --- The admins' side (`manage:support`) -------------------------------------------------------

export const listTicketsRoute = createRoute({
  operationId: 'listTickets',
  method: 'get',
  path: '/api/admin/support-tickets',
  tags: ['support', 'admin'],
  summary: 'Every support ticket, or those of one status, latest message first (admin only)',
  middleware: [requireAccess('manage:support')] as const,
  request: { query: adminSupportTicketListQuerySchema },
  responses: {
    200: jsonResponse(supportTicketPageSchema, 'A page of tickets and the total'),
    ...errorResponses(401, 403, 422),
  },
});

export const getTicketRoute = createRoute({
  operationId: 'getTicket',
  method: 'get',
  path: '/api/admin/support-tickets/{ticketId}',
  tags: ['support', 'admin'],
  summary: 'A ticket with its thread (admin only)',
  middleware: [requireAccess('manage:support')] as const,
  request: { params: ticketParams },
  responses: {
    200: jsonResponse(supportTicketDetailSchema, 'The ticket and its messages, oldest first'),
    ...errorResponses(401, 403, 404),
  },
});

export const replyAsAdminRoute = createRoute({
  operationId: 'replyAsAdmin',
  method: 'post',
  path: '/api/admin/support-tickets/{ticketId}/messages',
  tags: ['support', 'admin'],
  summary: 'Answer a ticket (admin only): it becomes new_reply_admin; the requester is told; logged',
  middleware: [requireAccess('manage:support')] as const,
  request: { params: ticketParams, body: jsonBody(supportMessageInputSchema) },
  responses: {
    201: jsonResponse(supportTicketDetailSchema, 'The ticket with the new message'),
    ...errorResponses(401, 403, 404, 409, 422),
  },
});

export const updateTicketRoute = createRoute({
  operationId: 'updateTicket',
  method: 'patch',
  path: '/api/admin/support-tickets/{ticketId}',
  tags: ['support', 'admin'],
  summary: "Change a ticket's status or priority (admin only); a new status tells the requester; logged",
  middleware: [requireAccess('manage:support')] as const,
  request: { params: ticketParams, body: jsonBody(updateSupportTicketInputSchema) },
  responses: {
    200: jsonResponse(supportTicketDetailSchema, 'The updated ticket'),
    ...errorResponses(401, 403, 404, 422),
  },
});
