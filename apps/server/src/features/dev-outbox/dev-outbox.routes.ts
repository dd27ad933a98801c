import { createRoute } from '@hono/zod-openapi';
import { outboxQuerySchema, outboxResponseSchema } from '@patili/domain/accounts';

import { errorResponses, jsonResponse } from '../../lib/openapi.ts';

export const listOutbox = createRoute({
  method: 'get',
  path: '/api/dev/outbox',
  tags: ['development'],
  summary: 'Mail and SMS kept in the outbox, newest first (development and test only)',
  request: { query: outboxQuerySchema },
  responses: { 200: jsonResponse(outboxResponseSchema, 'Outbox entries'), ...errorResponses(422) },
});
