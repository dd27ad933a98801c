import type { AccountHooks } from '../lib/account-hooks.ts';
import type { AppRouter } from '../lib/create-router.ts';
import type { Job } from '../lib/jobs.ts';
import { requestLimitExpiryJob } from '../lib/request-limits.ts';
import type { SupportTickets } from '../lib/support-tickets.ts';
import { accountsRouter } from './accounts/accounts.router.ts';
import { adminRouter } from './admin/admin.router.ts';
import { articlesAccountHooks } from './articles/article-account.service.ts';
import { articlesRouter } from './articles/articles.router.ts';
import { adoptionAccountHooks } from './adoption/adoption.service.ts';
import { adoptionRouter } from './adoption/adoption.router.ts';
import { assistantAccountHooks } from './assistant/assistant-account.service.ts';
import { createAssistantRouter } from './assistant/assistant.router.ts';
import { assistantHistoryJob } from './assistant/messages.service.ts';
import { securityEventRetentionJob } from './security/retention.service.ts';
import { auditRouter } from './audit/audit.router.ts';
import { backupRouter } from './backup/backup.router.ts';
import { authRouter } from './auth/auth.router.ts';
import { bookingsRouter } from './bookings/bookings.router.ts';
import { broadcastsRouter } from './broadcasts/broadcasts.router.ts';
import { broadcastDeliveryJob } from './broadcasts/delivery.service.ts';
import { bookingExpiryJob } from './bookings/expiry.service.ts';
import { walkTrackingRouter } from './bookings/walk-tracking.router.ts';
import { chatRouter } from './chat/chat.router.ts';
import { configRouter } from './config/config.router.ts';
import { dashboardsRouter } from './dashboards/dashboards.router.ts';
import { discoveryRouter } from './discovery/discovery.router.ts';
import { emergenciesRouter } from './emergencies/emergencies.router.ts';
import { filesRouter } from './files/files.router.ts';
import { forumRouter } from './forum/forum.router.ts';
import { healthRouter } from './health/health.router.ts';
import { locationsRouter } from './locations/locations.router.ts';
import { lostfoundRouter } from './lostfound/lostfound.router.ts';
import { lostfoundAccountHooks } from './lostfound/lostfound.service.ts';
import { matingAccountHooks } from './mating/mating.service.ts';
import { matingRouter } from './mating/mating.router.ts';
import { metricsRouter } from './metrics/metrics.router.ts';
import { moderationRouter } from './moderation/moderation.router.ts';
import { notificationsRouter } from './notifications/notifications.router.ts';
import { outboxRouter } from './outbox/outbox.router.ts';
import { patientsRouter } from './patients/patients.router.ts';
import { paymentsRouter } from './payments/payments.router.ts';
import { petsAccountHooks } from './pets/pets.service.ts';
import { petsRouter } from './pets/pets.router.ts';
import { pricingRouter } from './pricing/pricing.router.ts';
import { providersAccountHooks } from './providers/providers.service.ts';
import { providersRouter } from './providers/providers.router.ts';
import { realtimeRouter } from './realtime/realtime.router.ts';
import { reportsRouter } from './reports/reports.router.ts';
import { reviewsRouter } from './reviews/reviews.router.ts';
import { securityRouter } from './security/security.router.ts';
import { replyAsAdmin, updateTicket } from './support/admin-tickets.service.ts';
import { supportRouter } from './support/support.router.ts';
import { createTicket, supportAccountHooks } from './support/tickets.service.ts';
import { settingsRouter } from './settings/settings.router.ts';
import { testingRouter } from './testing/testing.router.ts';
import { usersRouter } from './users/users.router.ts';

/**
 * The support feature's ticket operations, handed to Peri (it opens a ticket for a user and
 * answers one for an admin once they confirm) so it never imports the support feature.
 */
const SUPPORT_TICKETS: SupportTickets = {
  open: createTicket,
  reply: replyAsAdmin,
  setStatus: ({ status, ...rest }) => updateTicket({ ...rest, patch: { status } }),
};

/**
 * Every feature's router, mounted by `createApp` in this order under `/api/<noun>`. A new feature
 * adds its router here and nowhere else.
 */
export const ROUTERS: readonly AppRouter[] = [
  healthRouter,
  backupRouter,
  metricsRouter,
  configRouter,
  authRouter,
  accountsRouter,
  adminRouter,
  reportsRouter,
  usersRouter,
  pricingRouter,
  settingsRouter,
  locationsRouter,
  filesRouter,
  petsRouter,
  providersRouter,
  discoveryRouter,
  bookingsRouter,
  walkTrackingRouter,
  patientsRouter,
  emergenciesRouter,
  notificationsRouter,
  chatRouter,
  realtimeRouter,
  reviewsRouter,
  adoptionRouter,
  matingRouter,
  lostfoundRouter,
  forumRouter,
  articlesRouter,
  moderationRouter,
  broadcastsRouter,
  dashboardsRouter,
  supportRouter,
  securityRouter,
  auditRouter,
  paymentsRouter,
  createAssistantRouter({ tickets: SUPPORT_TICKETS }),
  outboxRouter,
  testingRouter,
];

/**
 * What features do to their own rows when an account is renamed or deleted (the accounts feature
 * runs these inside its transaction, in this order). A feature that keeps a user's rows adds its
 * hooks here.
 */
export const ACCOUNT_HOOKS: readonly AccountHooks[] = [
  adoptionAccountHooks,
  matingAccountHooks,
  lostfoundAccountHooks,
  articlesAccountHooks,
  petsAccountHooks,
  providersAccountHooks,
  supportAccountHooks,
  assistantAccountHooks,
];

/**
 * Work the server runs on an interval (`lib/jobs.ts`), started by `server.ts` and stopped when it
 * closes; tests call a job's function directly. A feature with such work adds its job here.
 */
export const JOBS: readonly Job[] = [bookingExpiryJob, broadcastDeliveryJob, assistantHistoryJob, securityEventRetentionJob, requestLimitExpiryJob];
