import type { ServerFeature } from '../../lib/feature.ts';
import { providersExportData } from './providers.export.ts';
import { providersRouter } from './providers.router.ts';
import { providersAccountHooks } from './providers.service.ts';
import { verificationRouter } from './verification.router.ts';
import { verificationNotifications } from './verification.service.ts';

export const providersFeature: ServerFeature = {
  name: 'providers',
  routers: [providersRouter, verificationRouter],
  accountHooks: providersAccountHooks,
  notifications: verificationNotifications,
  privacy: { exportData: providersExportData },
};
