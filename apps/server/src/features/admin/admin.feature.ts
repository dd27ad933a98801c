import type { ServerFeature } from '../../lib/feature.ts';
import { adminRouter } from './admin.router.ts';

export const adminFeature: ServerFeature = {
  name: 'admin',
  routers: [adminRouter],
};
