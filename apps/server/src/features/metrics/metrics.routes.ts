import { createRoute, z } from '@hono/zod-openapi';

import { errorResponses } from '../../lib/openapi.ts';

export const getMetricsRoute = createRoute({
  operationId: 'getMetrics',
  method: 'get',
  path: '/api/metrics',
  tags: ['system'],
  summary: 'Prometheus metrics: from this machine, or with `Authorization: Bearer METRICS_TOKEN`',
  responses: {
    200: { description: 'The metrics in the Prometheus text format', content: { 'text/plain': { schema: z.string() } } },
    ...errorResponses(403),
  },
});
