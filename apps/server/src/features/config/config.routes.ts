import { createRoute } from '@hono/zod-openapi';
import { publicConfigSchema } from '@patili/domain/config';

import { jsonResponse } from '../../lib/openapi.ts';

export const getPublicConfigRoute = createRoute({
  operationId: 'getPublicConfig',
  method: 'get',
  path: '/api/config',
  tags: ['config'],
  summary: 'Public settings the web needs before sign-in (public)',
  responses: { 200: jsonResponse(publicConfigSchema, 'Which sign-in providers and tools are on') },
});
