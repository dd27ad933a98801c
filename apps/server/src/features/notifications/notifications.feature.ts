import type { ServerFeature } from '../../lib/feature.ts';
import { notificationsRouter } from './notifications.router.ts';

export const notificationsFeature: ServerFeature = {
  name: 'notifications',
  routers: [notificationsRouter],
};
