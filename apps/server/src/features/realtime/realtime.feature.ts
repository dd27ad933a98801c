import type { ServerFeature } from '../../lib/feature.ts';
import { realtimeRouter } from './realtime.router.ts';

export const realtimeFeature: ServerFeature = {
  name: 'realtime',
  routers: [realtimeRouter],
};
