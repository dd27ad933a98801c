import type { ServerFeature } from '../../lib/feature.ts';
import { forumRouter } from './forum.router.ts';

export const forumFeature: ServerFeature = {
  name: 'forum',
  routers: [forumRouter],
};
