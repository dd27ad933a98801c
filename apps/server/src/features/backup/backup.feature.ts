import type { ServerFeature } from '../../lib/feature.ts';
import { backupRouter } from './backup.router.ts';

export const backupFeature: ServerFeature = {
  name: 'backup',
  routers: [backupRouter],
};
