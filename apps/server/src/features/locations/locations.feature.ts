import type { ServerFeature } from '../../lib/feature.ts';
import { locationsRouter } from './locations.router.ts';

export const locationsFeature: ServerFeature = {
  name: 'locations',
  routers: [locationsRouter],
};
