import type { ServerFeature } from '../../lib/feature.ts';
import { providersRouter } from './providers.router.ts';
import { providersAccountHooks } from './providers.service.ts';

export const providersFeature: ServerFeature = {
  name: 'providers',
  routers: [providersRouter],
  accountHooks: providersAccountHooks,
};
