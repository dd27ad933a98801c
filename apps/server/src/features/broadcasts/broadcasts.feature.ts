import type { ServerFeature } from '../../lib/feature.ts';
import { broadcastNotifications } from './broadcast-notifications.ts';
import { broadcastsConsents } from './broadcasts.privacy.ts';
import { broadcastsRouter } from './broadcasts.router.ts';
import { broadcastDeliveryJob } from './delivery.service.ts';

export const broadcastsFeature: ServerFeature = {
  name: 'broadcasts',
  routers: [broadcastsRouter],
  jobs: [broadcastDeliveryJob],
  notifications: broadcastNotifications,
  privacy: { consents: broadcastsConsents },
};
