import { createRoute, z } from '@hono/zod-openapi';

import { jsonResponse } from '../../lib/openapi.ts';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unavailable']),
  time: z.string(),
});

export const getHealthRoute = createRoute({
  method: 'get',
  path: '/api/health',
  tags: ['system'],
  summary: 'Liveness and database check (public)',
  responses: {
    200: jsonResponse(healthResponseSchema, 'The server is up'),
    503: jsonResponse(healthResponseSchema, 'The database does not answer'),
  },
});
