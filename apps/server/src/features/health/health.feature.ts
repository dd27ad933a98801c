import type { ServerFeature } from '../../lib/feature.ts';
import { healthRouter } from './health.router.ts';

export const healthFeature: ServerFeature = {
  name: 'health',
  routers: [healthRouter],
};
