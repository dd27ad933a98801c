import type { ServerFeature } from '../../lib/feature.ts';
import { lostfoundExportData } from './lostfound.export.ts';
import { lostfoundConsents } from './lostfound.privacy.ts';
import { lostfoundNotifications } from './lostfound-notifications.ts';
import { lostfoundRouter } from './lostfound.router.ts';
import { lostfoundAccountHooks } from './lostfound.service.ts';

export const lostfoundFeature: ServerFeature = {
  name: 'lostfound',
  routers: [lostfoundRouter],
  accountHooks: lostfoundAccountHooks,
  notifications: lostfoundNotifications,
  privacy: { consents: lostfoundConsents, exportData: lostfoundExportData },
};
