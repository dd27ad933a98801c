import { createRoute } from '@hono/zod-openapi';
import { listOutboxQuerySchema, outboxListSchema } from '@patili/domain/outbox';
import { createMiddleware } from 'hono/factory';

import { AppError } from '../../lib/app-error.ts';
import type { AppEnv } from '../../lib/context.ts';
import { outboxOpenTo } from '../../lib/mail/outbox.ts';
import { errorResponses, jsonResponse } from '../../lib/openapi.ts';

/** The outbox holds sign-in links and codes: to anyone it is not open to, it does not exist. */
const requireOutbox = createMiddleware<AppEnv>(async (c, next) => {
  if (!outboxOpenTo(c)) throw new AppError('NOT_FOUND');
  await next();
});

export const listOutboxRoute = createRoute({
  operationId: 'listOutbox',
  method: 'get',
  path: '/api/outbox',
  tags: ['outbox'],
  summary: 'Mail and SMS kept in the outbox, newest first (development and test only)',
  middleware: [requireOutbox] as const,
  request: { query: listOutboxQuerySchema },
  responses: { 200: jsonResponse(outboxListSchema, 'Outbox entries'), ...errorResponses(404, 422) },
});
