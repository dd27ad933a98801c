import { createRoute } from '@hono/zod-openapi';
import { appConfigSchema } from '@patili/domain/accounts';

import { jsonResponse } from '../../lib/openapi.ts';

export const getAppConfig = createRoute({
  method: 'get',
  path: '/api/config',
  tags: ['system'],
  summary: 'Public settings the web needs before sign-in (public)',
  responses: { 200: jsonResponse(appConfigSchema, 'Which sign-in providers and tools are on') },
});
