import type { ServerFeature } from '../../lib/feature.ts';
import { emergenciesExportData } from './emergencies.export.ts';
import { emergenciesRouter } from './emergencies.router.ts';
import { emergencyNotifications } from './emergency-notifications.ts';

export const emergenciesFeature: ServerFeature = {
  name: 'emergencies',
  routers: [emergenciesRouter],
  notifications: emergencyNotifications,
  privacy: { exportData: emergenciesExportData },
};
