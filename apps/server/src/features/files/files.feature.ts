import type { ServerFeature } from '../../lib/feature.ts';
import { filesExportData } from './files.export.ts';
import { filesRouter } from './files.router.ts';

export const filesFeature: ServerFeature = {
  name: 'files',
  routers: [filesRouter],
  privacy: { exportData: filesExportData },
};
