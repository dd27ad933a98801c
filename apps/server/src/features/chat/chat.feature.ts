import type { ServerFeature } from '../../lib/feature.ts';
import { chatRouter } from './chat.router.ts';

export const chatFeature: ServerFeature = {
  name: 'chat',
  routers: [chatRouter],
};
