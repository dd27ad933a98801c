import { createRouter } from '../../lib/create-router.ts';
import { getAdminStatsRoute } from './admin.routes.ts';
import { getAdminStats } from './admin.service.ts';

export const adminRouter = createRouter().openapi(getAdminStatsRoute, async (c) =>
  c.json(await getAdminStats({ db: c.get('deps').database.db, now: c.get('deps').now() }), 200),
);
