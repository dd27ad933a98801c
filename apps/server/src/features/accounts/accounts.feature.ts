import type { ServerFeature } from '../../lib/feature.ts';
import { accountsExportData } from './accounts.export.ts';
import { accountsRouter } from './accounts.router.ts';

export const accountsFeature: ServerFeature = {
  name: 'accounts',
  routers: [accountsRouter],
  privacy: { exportData: accountsExportData },
};
