import { createRoute } from '@hono/zod-openapi';
import { formTokenResponseSchema } from '@patili/domain/auth';

import { jsonResponse } from '../../lib/openapi.ts';

export const getFormTokenRoute = createRoute({
  operationId: 'getFormToken',
  method: 'get',
  path: '/api/auth/form-token',
  tags: ['auth'],
  summary: 'A signed timestamp the sign-up form sends back (too-fast throttle, public)',
  responses: { 200: jsonResponse(formTokenResponseSchema, 'A fresh form token') },
});
