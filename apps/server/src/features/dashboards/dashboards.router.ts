import { createRouter } from '../../lib/create-router.ts';
import { currentUser } from '../../lib/require-access.ts';
import { getMyDashboardRoute } from './dashboards.routes.ts';
import { getDashboard } from './dashboards.service.ts';

export const dashboardsRouter = createRouter().openapi(getMyDashboardRoute, async (c) => {
  const { database, now } = c.get('deps');
  const dashboard = await getDashboard({ db: database.db, user: currentUser(c), now: now() });
  return c.json({ dashboard }, 200);
});
