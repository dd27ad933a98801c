import type { ServerFeature } from '../../lib/feature.ts';
import { authRouter } from './auth.router.ts';

export const authFeature: ServerFeature = {
  name: 'auth',
  routers: [authRouter],
};
