import type { ServerFeature } from '../../lib/feature.ts';
import { discoveryRouter } from './discovery.router.ts';

export const discoveryFeature: ServerFeature = {
  name: 'discovery',
  routers: [discoveryRouter],
};
