import type { ServerFeature } from '../../lib/feature.ts';
import { auditRouter } from './audit.router.ts';

export const auditFeature: ServerFeature = {
  name: 'audit',
  routers: [auditRouter],
};
