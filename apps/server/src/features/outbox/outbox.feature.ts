import type { ServerFeature } from '../../lib/feature.ts';
import { outboxRouter } from './outbox.router.ts';

export const outboxFeature: ServerFeature = {
  name: 'outbox',
  routers: [outboxRouter],
};
