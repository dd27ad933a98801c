import type { ServerFeature } from '../../lib/feature.ts';
import { dataExportJob, endExportsOf, exportRequestsOf, privacyNotifications } from './exports.service.ts';
import { privacyRouter } from './privacy.router.ts';

export const privacyFeature: ServerFeature = {
  name: 'privacy',
  routers: [privacyRouter],
  jobs: [dataExportJob],
  notifications: privacyNotifications,
  accountHooks: { deleted: endExportsOf },
  privacy: { exportData: exportRequestsOf },
};
