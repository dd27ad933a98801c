import type { RouteHandler } from '@hono/zod-openapi';

import type { AppEnv } from '../../lib/context.ts';
import type { getAdminStats } from './admin-stats.routes.ts';
import { readAdminStats } from './admin-stats.service.ts';

export const getAdminStatsHandler: RouteHandler<typeof getAdminStats, AppEnv> = async (c) =>
  c.json(await readAdminStats({ db: c.var.deps.database.db }), 200);
