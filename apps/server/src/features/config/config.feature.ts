import type { ServerFeature } from '../../lib/feature.ts';
import { configRouter } from './config.router.ts';

export const configFeature: ServerFeature = {
  name: 'config',
  routers: [configRouter],
};
