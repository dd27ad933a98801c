import type { ServerFeature } from '../../lib/feature.ts';
import { notificationsExportData } from './notifications.export.ts';
import { notificationsRouter } from './notifications.router.ts';

export const notificationsFeature: ServerFeature = {
  name: 'notifications',
  routers: [notificationsRouter],
  privacy: { exportData: notificationsExportData },
};
