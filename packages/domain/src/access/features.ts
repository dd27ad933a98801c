import { permissions as appPermissions, routes as appRoutes } from './app.access.ts';
import { permissions as authPermissions, routes as authRoutes } from '../auth/auth.access.ts';
import { permissions as legalPermissions, routes as legalRoutes } from '../legal/legal.access.ts';
import { permissions as outboxPermissions, routes as outboxRoutes } from '../outbox/outbox.access.ts';
import { permissions as accountsPermissions, routes as accountsRoutes } from '../accounts/accounts.access.ts';
import { permissions as adminPermissions, routes as adminRoutes } from '../admin/admin.access.ts';
import { permissions as dashboardsPermissions, routes as dashboardsRoutes } from '../dashboards/dashboards.access.ts';
import { permissions as petsPermissions, routes as petsRoutes } from '../pets/pets.access.ts';
import { permissions as providersPermissions, routes as providersRoutes } from '../providers/providers.access.ts';
import { permissions as discoveryPermissions, routes as discoveryRoutes } from '../discovery/discovery.access.ts';
import { permissions as bookingsPermissions, routes as bookingsRoutes } from '../bookings/bookings.access.ts';
import { permissions as patientsPermissions, routes as patientsRoutes } from '../patients/patients.access.ts';
import { permissions as emergenciesPermissions, routes as emergenciesRoutes } from '../emergencies/emergencies.access.ts';
import { permissions as reviewsPermissions, routes as reviewsRoutes } from '../reviews/reviews.access.ts';
import { permissions as notificationsPermissions, routes as notificationsRoutes } from '../notifications/notifications.access.ts';
import { permissions as chatPermissions, routes as chatRoutes } from '../chat/chat.access.ts';
import { permissions as realtimePermissions, routes as realtimeRoutes } from '../realtime/realtime.access.ts';
import { permissions as filesPermissions, routes as filesRoutes } from '../files/files.access.ts';
import { permissions as locationsPermissions, routes as locationsRoutes } from '../locations/locations.access.ts';
import { permissions as supportPermissions, routes as supportRoutes } from '../support/support.access.ts';
import { permissions as adoptionPermissions, routes as adoptionRoutes } from '../adoption/adoption.access.ts';
import { permissions as lostfoundPermissions, routes as lostfoundRoutes } from '../lostfound/lostfound.access.ts';
import { permissions as matingPermissions, routes as matingRoutes } from '../mating/mating.access.ts';
import { permissions as forumPermissions, routes as forumRoutes } from '../forum/forum.access.ts';
import { permissions as articlesPermissions, routes as articlesRoutes } from '../articles/articles.access.ts';
import { permissions as usersPermissions, routes as usersRoutes } from '../users/users.access.ts';
import { permissions as reportsPermissions, routes as reportsRoutes } from '../reports/reports.access.ts';
import { permissions as moderationPermissions, routes as moderationRoutes } from '../moderation/moderation.access.ts';
import { permissions as broadcastsPermissions, routes as broadcastsRoutes } from '../broadcasts/broadcasts.access.ts';
import { permissions as pricingPermissions, routes as pricingRoutes } from '../pricing/pricing.access.ts';
import { permissions as settingsPermissions, routes as settingsRoutes } from '../settings/settings.access.ts';
import { permissions as paymentsPermissions, routes as paymentsRoutes } from '../payments/payments.access.ts';
import { permissions as securityPermissions, routes as securityRoutes } from '../security/security.access.ts';
import { permissions as auditPermissions, routes as auditRoutes } from '../audit/audit.access.ts';
import { permissions as assistantPermissions, routes as assistantRoutes } from '../assistant/assistant.access.ts';
import { permissions as privacyPermissions, routes as privacyRoutes } from '../privacy/privacy.access.ts';

/*
 * Every feature's screens and permissions (`<noun>/<noun>.access.ts`): the route table, the
 * guard and the permission table are built from these two lists, so a new feature adds its
 * import and one entry in each, and touches nothing else in the domain. A permission two features
 * declared would fail one of their holders tables (`<noun>.access.test.ts`). Two lists of the
 * features' own arrays and objects rather than one list of their modules: the first pages load
 * this file, and spread arrays and objects weigh less there than module objects (0.3 kB gzipped).
 */

/** Every feature's routes (`routes.ts` types and reads them). */
export const FEATURE_ROUTES = [
  ...appRoutes,
  ...authRoutes,
  ...legalRoutes,
  ...outboxRoutes,
  ...accountsRoutes,
  ...adminRoutes,
  ...dashboardsRoutes,
  ...petsRoutes,
  ...providersRoutes,
  ...discoveryRoutes,
  ...bookingsRoutes,
  ...patientsRoutes,
  ...emergenciesRoutes,
  ...reviewsRoutes,
  ...notificationsRoutes,
  ...chatRoutes,
  ...realtimeRoutes,
  ...filesRoutes,
  ...locationsRoutes,
  ...supportRoutes,
  ...adoptionRoutes,
  ...lostfoundRoutes,
  ...matingRoutes,
  ...forumRoutes,
  ...articlesRoutes,
  ...usersRoutes,
  ...reportsRoutes,
  ...moderationRoutes,
  ...broadcastsRoutes,
  ...pricingRoutes,
  ...settingsRoutes,
  ...paymentsRoutes,
  ...securityRoutes,
  ...auditRoutes,
  ...assistantRoutes,
  ...privacyRoutes,
] as const;

/** Every feature's permissions (`permissions.ts` types and reads them). */
export const FEATURE_PERMISSIONS = {
  ...appPermissions,
  ...authPermissions,
  ...legalPermissions,
  ...outboxPermissions,
  ...accountsPermissions,
  ...adminPermissions,
  ...dashboardsPermissions,
  ...petsPermissions,
  ...providersPermissions,
  ...discoveryPermissions,
  ...bookingsPermissions,
  ...patientsPermissions,
  ...emergenciesPermissions,
  ...reviewsPermissions,
  ...notificationsPermissions,
  ...chatPermissions,
  ...realtimePermissions,
  ...filesPermissions,
  ...locationsPermissions,
  ...supportPermissions,
  ...adoptionPermissions,
  ...lostfoundPermissions,
  ...matingPermissions,
  ...forumPermissions,
  ...articlesPermissions,
  ...usersPermissions,
  ...reportsPermissions,
  ...moderationPermissions,
  ...broadcastsPermissions,
  ...pricingPermissions,
  ...settingsPermissions,
  ...paymentsPermissions,
  ...securityPermissions,
  ...auditPermissions,
  ...assistantPermissions,
  ...privacyPermissions,
} as const;
