import type { ServerFeature } from '../../lib/feature.ts';
import { settingsRouter } from './settings.router.ts';

export const settingsFeature: ServerFeature = {
  name: 'settings',
  routers: [settingsRouter],
};
