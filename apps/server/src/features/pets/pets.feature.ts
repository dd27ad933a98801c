import type { ServerFeature } from '../../lib/feature.ts';
import { petsRouter } from './pets.router.ts';
import { petsAccountHooks } from './pets.service.ts';

export const petsFeature: ServerFeature = {
  name: 'pets',
  routers: [petsRouter],
  accountHooks: petsAccountHooks,
};
