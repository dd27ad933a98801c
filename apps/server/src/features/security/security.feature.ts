import type { ServerFeature } from '../../lib/feature.ts';
import { securityEventRetentionJob } from './retention.service.ts';
import { securityNotifications } from './security-notifications.ts';
import { securityExportData } from './security.export.ts';
import { securityRouter } from './security.router.ts';

export const securityFeature: ServerFeature = {
  name: 'security',
  routers: [securityRouter],
  jobs: [securityEventRetentionJob],
  notifications: securityNotifications,
  privacy: { exportData: securityExportData },
};
