import type { ServerFeature } from '../../lib/feature.ts';
import { moderationNotifications } from './moderation-notifications.ts';
import { moderationRouter } from './moderation.router.ts';

export const moderationFeature: ServerFeature = {
  name: 'moderation',
  routers: [moderationRouter],
  notifications: moderationNotifications,
};
