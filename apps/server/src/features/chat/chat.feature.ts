import type { ServerFeature } from '../../lib/feature.ts';
import { chatExportData } from './chat.export.ts';
import { chatRouter } from './chat.router.ts';

export const chatFeature: ServerFeature = {
  name: 'chat',
  routers: [chatRouter],
  privacy: { exportData: chatExportData },
};
