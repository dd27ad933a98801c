import type { ServerFeature } from '../../lib/feature.ts';
import { microchipNotifications } from './microchip.service.ts';
import { petsExportData } from './pets.export.ts';
import { petsRouter } from './pets.router.ts';
import { petsAccountHooks } from './pets.service.ts';

export const petsFeature: ServerFeature = {
  name: 'pets',
  routers: [petsRouter],
  accountHooks: petsAccountHooks,
  notifications: microchipNotifications,
  privacy: { exportData: petsExportData },
};
