import type { ServerFeature } from '../../lib/feature.ts';
import { auditExportData } from './audit.export.ts';
import { auditRouter } from './audit.router.ts';

export const auditFeature: ServerFeature = {
  name: 'audit',
  routers: [auditRouter],
  privacy: { exportData: auditExportData },
};
