import type { ServerFeature } from '../../lib/feature.ts';
import { adoptionExportData } from './adoption.export.ts';
import { adoptionRouter } from './adoption.router.ts';
import { adoptionAccountHooks } from './adoption.service.ts';

export const adoptionFeature: ServerFeature = {
  name: 'adoption',
  routers: [adoptionRouter],
  accountHooks: adoptionAccountHooks,
  privacy: { exportData: adoptionExportData },
};
