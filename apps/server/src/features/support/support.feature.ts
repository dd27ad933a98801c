import type { ServerFeature } from '../../lib/feature.ts';
import { replyAsAdmin, updateTicket } from './admin-tickets.service.ts';
import { supportNotifications } from './support-notifications.ts';
import { supportExportData } from './support.export.ts';
import { supportRouter } from './support.router.ts';
import { createTicket, supportAccountHooks } from './tickets.service.ts';

export const supportFeature: ServerFeature = {
  name: 'support',
  routers: [supportRouter],
  accountHooks: supportAccountHooks,
  notifications: supportNotifications,
  // Peri opens a ticket for a user and answers one for an admin once they confirm.
  provides: {
    supportTickets: {
      open: createTicket,
      reply: replyAsAdmin,
      setStatus: ({ status, ...rest }) => updateTicket({ ...rest, patch: { status } }),
    },
  },
  privacy: { exportData: supportExportData },
};
