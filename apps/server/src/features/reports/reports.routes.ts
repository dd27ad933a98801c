import { createRoute } from '@hono/zod-openapi';
import {
  performanceListQuerySchema,
  performanceListSchema,
  providerPerformanceDetailSchema,
  reportPeriodQuerySchema,
  reportSchema,
} from '@patili/domain/reports';

import { errorResponses, idParam, jsonResponse } from '../../lib/openapi.ts';
import { requireAccess } from '../../lib/require-access.ts';

export const getReportRoute = createRoute({
  operationId: 'getReport',
  method: 'get',
  path: '/api/admin/reports',
  tags: ['reports'],
  summary:
    "A period's figures: bookings by status and kind, their value and commissions, payments, payouts and refunds, new users, bookings over time (admin only)",
  middleware: [requireAccess('read:reports:all')] as const,
  request: { query: reportPeriodQuerySchema },
  responses: {
    200: jsonResponse(reportSchema, 'The report of the period (Istanbul dates, both included)'),
    ...errorResponses(401, 403, 422),
  },
});

export const listPerformanceRoute = createRoute({
  operationId: 'listPerformance',
  method: 'get',
  path: '/api/admin/performance',
  tags: ['reports'],
  summary: "One kind's providers with their figures, sorted and searched on the server, one page at a time (admin only)",
  middleware: [requireAccess('read:reports:all')] as const,
  request: { query: performanceListQuerySchema },
  responses: {
    200: jsonResponse(performanceListSchema, 'A page of providers and the total'),
    ...errorResponses(401, 403, 422),
  },
});

const providerParams = idParam('id', "The provider's user id");

export const getProviderPerformanceRoute = createRoute({
  operationId: 'getProviderPerformance',
  method: 'get',
  path: '/api/admin/performance/{id}',
  tags: ['reports'],
  summary: "One provider's figures, completed work and earnings by month, recent bookings and reviews (admin only)",
  middleware: [requireAccess('read:reports:all')] as const,
  request: { params: providerParams },
  responses: {
    200: jsonResponse(providerPerformanceDetailSchema, 'The provider’s performance'),
    ...errorResponses(401, 403, 404),
  },
});
