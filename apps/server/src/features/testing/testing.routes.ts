import { createRoute } from '@hono/zod-openapi';
import {
  createTestUserInputSchema,
  setTestClockInputSchema,
  testClockSchema,
  testUserSchema,
} from '@patili/domain/testing';
import { createMiddleware } from 'hono/factory';

import { AppError } from '../../lib/app-error.ts';
import { isLocalClient } from '../../lib/client-address.ts';
import type { AppEnv } from '../../lib/context.ts';
import { errorResponses, jsonBody, jsonResponse } from '../../lib/openapi.ts';

/**
 * The test controls move the rules' clock and make verified accounts: they exist only where the
 * server has a test clock (never in production), and only for this machine unless `OUTBOX_REMOTE`
 * opens the development tools to the network. To anyone else they do not exist.
 */
const requireTestControls = createMiddleware<AppEnv>(async (c, next) => {
  const { testClock, config } = c.get('deps');
  if (!testClock || config.production || !(config.outboxRemote || isLocalClient(c))) throw new AppError('NOT_FOUND');
  await next();
});

const tags = ['testing'];

export const getTestClockRoute = createRoute({
  operationId: 'getTestClock',
  method: 'get',
  path: '/api/testing/clock',
  tags,
  summary: 'The server clock of the product rules (development and test only)',
  middleware: [requireTestControls] as const,
  responses: { 200: jsonResponse(testClockSchema, 'The clock'), ...errorResponses(404) },
});

export const setTestClockRoute = createRoute({
  operationId: 'setTestClock',
  method: 'put',
  path: '/api/testing/clock',
  tags,
  summary: 'Set, advance or reset the server clock of the product rules (development and test only)',
  middleware: [requireTestControls] as const,
  request: { body: jsonBody(setTestClockInputSchema) },
  responses: { 200: jsonResponse(testClockSchema, 'The clock after the change'), ...errorResponses(404, 422) },
});

export const createTestUserRoute = createRoute({
  operationId: 'createTestUser',
  method: 'post',
  path: '/api/testing/users',
  tags,
  summary: 'A verified account with a role, made without the sign-up form (development and test only)',
  middleware: [requireTestControls] as const,
  request: { body: jsonBody(createTestUserInputSchema) },
  responses: { 201: jsonResponse(testUserSchema, 'The account; sign in with its password'), ...errorResponses(404, 409, 422) },
});
