import type { ServerFeature } from '../../lib/feature.ts';
import { forumExportData } from './forum.export.ts';
import { forumRouter } from './forum.router.ts';

export const forumFeature: ServerFeature = {
  name: 'forum',
  routers: [forumRouter],
  privacy: { exportData: forumExportData },
};
