import type { ServerFeature } from '../../lib/feature.ts';
import { metricsRouter } from './metrics.router.ts';

export const metricsFeature: ServerFeature = {
  name: 'metrics',
  routers: [metricsRouter],
};
