import { composeFeatures, type ServerFeature } from '../lib/feature.ts';
import type { Job } from '../lib/jobs.ts';
import { requestLimitExpiryJob } from '../lib/request-limits.ts';
import { accountsFeature } from './accounts/accounts.feature.ts';
import { adminFeature } from './admin/admin.feature.ts';
import { adoptionFeature } from './adoption/adoption.feature.ts';
import { articlesFeature } from './articles/articles.feature.ts';
import { assistantFeature } from './assistant/assistant.feature.ts';
import { auditFeature } from './audit/audit.feature.ts';
import { authFeature } from './auth/auth.feature.ts';
import { backupFeature } from './backup/backup.feature.ts';
import { bookingsFeature } from './bookings/bookings.feature.ts';
import { broadcastsFeature } from './broadcasts/broadcasts.feature.ts';
import { chatFeature } from './chat/chat.feature.ts';
import { configFeature } from './config/config.feature.ts';
import { dashboardsFeature } from './dashboards/dashboards.feature.ts';
import { discoveryFeature } from './discovery/discovery.feature.ts';
import { emergenciesFeature } from './emergencies/emergencies.feature.ts';
import { filesFeature } from './files/files.feature.ts';
import { forumFeature } from './forum/forum.feature.ts';
import { healthFeature } from './health/health.feature.ts';
import { locationsFeature } from './locations/locations.feature.ts';
import { lostfoundFeature } from './lostfound/lostfound.feature.ts';
import { matingFeature } from './mating/mating.feature.ts';
import { metricsFeature } from './metrics/metrics.feature.ts';
import { moderationFeature } from './moderation/moderation.feature.ts';
import { notificationsFeature } from './notifications/notifications.feature.ts';
import { outboxFeature } from './outbox/outbox.feature.ts';
import { patientsFeature } from './patients/patients.feature.ts';
import { paymentsFeature } from './payments/payments.feature.ts';
import { petsFeature } from './pets/pets.feature.ts';
import { pricingFeature } from './pricing/pricing.feature.ts';
import { privacyFeature } from './privacy/privacy.feature.ts';
import { providersFeature } from './providers/providers.feature.ts';
import { realtimeFeature } from './realtime/realtime.feature.ts';
import { reportsFeature } from './reports/reports.feature.ts';
import { reviewsFeature } from './reviews/reviews.feature.ts';
import { securityFeature } from './security/security.feature.ts';
import { settingsFeature } from './settings/settings.feature.ts';
import { supportFeature } from './support/support.feature.ts';
import { testingFeature } from './testing/testing.feature.ts';
import { usersFeature } from './users/users.feature.ts';

/**
 * Every server feature, one line each (`features/<noun>/<noun>.feature.ts`). Their routers are
 * mounted by `createApp` in this order under `/api/<noun>`: health first (probes answer before
 * anything else runs), the testing controls last. A new feature adds its line here and nowhere else.
 */
export const FEATURES: readonly ServerFeature[] = [
  healthFeature,
  backupFeature,
  metricsFeature,
  configFeature,
  authFeature,
  accountsFeature,
  adminFeature,
  reportsFeature,
  usersFeature,
  pricingFeature,
  settingsFeature,
  locationsFeature,
  filesFeature,
  petsFeature,
  providersFeature,
  discoveryFeature,
  bookingsFeature,
  patientsFeature,
  emergenciesFeature,
  notificationsFeature,
  chatFeature,
  realtimeFeature,
  reviewsFeature,
  adoptionFeature,
  matingFeature,
  lostfoundFeature,
  forumFeature,
  articlesFeature,
  moderationFeature,
  broadcastsFeature,
  dashboardsFeature,
  supportFeature,
  securityFeature,
  auditFeature,
  paymentsFeature,
  assistantFeature,
  privacyFeature,
  outboxFeature,
  testingFeature,
];

const composed = composeFeatures(FEATURES);

/** The features' routers, in the order of `FEATURES`. */
export const ROUTERS = composed.routers;

/**
 * What features do to their own rows when an account is renamed or deleted (the accounts feature
 * runs these inside its transaction, in the order of `FEATURES`).
 */
export const ACCOUNT_HOOKS = composed.accountHooks;

/** Every feature's notification renderers by kind (`AppDeps.notifications`). */
export const NOTIFICATION_RENDERERS = composed.notifications;

/** Every feature's consents and data-export parts (`AppDeps.privacy`). */
export const PRIVACY_PARTS = composed.privacy;

/**
 * Work the server runs on an interval (`lib/jobs.ts`), started by `server.ts` and stopped when it
 * closes: the features' jobs and the clean-up of the shared request limits' counters. Tests call a
 * job's function directly.
 */
export const JOBS: readonly Job[] = [...composed.jobs, requestLimitExpiryJob];
