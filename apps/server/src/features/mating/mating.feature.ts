import type { ServerFeature } from '../../lib/feature.ts';
import { matingExportData } from './mating.export.ts';
import { matingRouter } from './mating.router.ts';
import { matingAccountHooks } from './mating.service.ts';

export const matingFeature: ServerFeature = {
  name: 'mating',
  routers: [matingRouter],
  accountHooks: matingAccountHooks,
  privacy: { exportData: matingExportData },
};
