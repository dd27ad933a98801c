import type { RouteHandler } from '@hono/zod-openapi';

import type { AppEnv } from '../../lib/context.ts';
import type { getHealth } from './health.routes.ts';
import { pingDatabase } from './health.service.ts';

export const getHealthHandler: RouteHandler<typeof getHealth, AppEnv> = async (c) => {
  const ok = await pingDatabase({ db: c.var.deps.database.db });
  const body = { status: ok ? 'ok' : 'degraded', database: ok ? 'ok' : 'unavailable', time: new Date().toISOString() } as const;
  return ok ? c.json(body, 200) : c.json(body, 503);
};
