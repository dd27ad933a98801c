import type { ServerFeature } from '../../lib/feature.ts';
import { testingRouter } from './testing.router.ts';

export const testingFeature: ServerFeature = {
  name: 'testing',
  routers: [testingRouter],
};
