import { createRoute, z } from '@hono/zod-openapi';

import { jsonResponse } from '../../lib/openapi.ts';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unavailable']),
  time: z.string(),
});

export const getHealthRoute = createRoute({
  operationId: 'getHealth',
  method: 'get',
  path: '/api/health',
  tags: ['system'],
  summary: 'Liveness and database check (public)',
  responses: {
    200: jsonResponse(healthResponseSchema, 'The server is up'),
    503: jsonResponse(healthResponseSchema, 'The database does not answer'),
  },
});

export const livenessSchema = z.object({ status: z.literal('ok') });

export const getLivenessRoute = createRoute({
  operationId: 'getLiveness',
  method: 'get',
  path: '/api/health/live',
  tags: ['system'],
  summary: 'Liveness probe: the process answers (also at /health)',
  responses: { 200: jsonResponse(livenessSchema, 'The process answers') },
});

export const readinessSchema = z.object({
  status: z.enum(['ready', 'unready']),
  database: z.enum(['ok', 'unavailable']),
  migrations: z.enum(['current', 'behind', 'ahead', 'unknown']),
  stopping: z.boolean(),
});

export const getReadinessRoute = createRoute({
  operationId: 'getReadiness',
  method: 'get',
  path: '/api/health/ready',
  tags: ['system'],
  summary: 'Readiness probe: database reachable, migrations current, not stopping (also at /ready)',
  responses: {
    200: jsonResponse(readinessSchema, 'Ready to take traffic'),
    503: jsonResponse(readinessSchema, 'Not ready: the body says why'),
  },
});
