import type { ServerFeature } from '../../lib/feature.ts';
import { reportsRouter } from './reports.router.ts';

export const reportsFeature: ServerFeature = {
  name: 'reports',
  routers: [reportsRouter],
};
