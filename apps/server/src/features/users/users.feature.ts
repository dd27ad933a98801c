import type { ServerFeature } from '../../lib/feature.ts';
import { usersNotifications } from './users-notifications.ts';
import { usersRouter } from './users.router.ts';

export const usersFeature: ServerFeature = {
  name: 'users',
  routers: [usersRouter],
  notifications: usersNotifications,
};
