import type { ServerFeature } from '../../lib/feature.ts';
import { accountsRouter } from './accounts.router.ts';

export const accountsFeature: ServerFeature = {
  name: 'accounts',
  routers: [accountsRouter],
};
