import type { ServerFeature } from '../../lib/feature.ts';
import { assistantExportData } from './assistant.export.ts';
import { assistantConsents } from './assistant.privacy.ts';
import { assistantAccountHooks } from './assistant-account.service.ts';
import { createAssistantRouter } from './assistant.router.ts';
import { assistantHistoryJob } from './messages.service.ts';

export const assistantFeature: ServerFeature = {
  name: 'assistant',
  routers: ({ supportTickets }) => [createAssistantRouter({ tickets: supportTickets })],
  needs: ['supportTickets'],
  jobs: [assistantHistoryJob],
  accountHooks: assistantAccountHooks,
  privacy: { consents: assistantConsents, exportData: assistantExportData },
};
