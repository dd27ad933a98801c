import type { ServerFeature } from '../../lib/feature.ts';
import { dashboardsRouter } from './dashboards.router.ts';

export const dashboardsFeature: ServerFeature = {
  name: 'dashboards',
  routers: [dashboardsRouter],
};
