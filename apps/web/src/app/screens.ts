import type { RouteId } from '@patili/domain/access';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

import { loadAllMessages } from '../lib/i18n';
import { reloadForNewBuild } from './new-build-reload';
import LoginScreen from './routes/auth/login';
import NotFoundScreen from './routes/not-found';
import WelcomeScreen from './routes/welcome';

type ScreenModule = { default: ComponentType };

/** A screen fetched on its first visit; `preload` starts the fetch before it is rendered. */
type LazyScreen = LazyExoticComponent<ComponentType> & { preload: () => void };

type Screen = LazyScreen | ComponentType;

/**
 * A screen fetched on its first visit, with the styles of every Mantine component (`styles/all.ts`,
 * one file for all screens) and every namespace of the catalogue. Every screen is one, except the
 * welcome and login pages: most visits start there, so they come with the first load, with only
 * their own styles and messages (docs/performance.md, "First load").
 */
export const screen = (load: () => Promise<ScreenModule>): LazyScreen => {
  let loading: Promise<ScreenModule> | undefined;
  const start = () =>
    (loading ??= Promise.all([load(), import('./styles/all'), loadAllMessages()]).then(
      ([module]) => module,
      // The code of the build this tab runs may be gone after a deploy: while the page reloads
      // for the new build the screen keeps loading; without a reload, the error page shows.
      async (error: unknown) => {
        if (await reloadForNewBuild()) return new Promise<ScreenModule>(() => {});
        throw error;
      },
    ));
  return Object.assign(lazy(start), { preload: () => void start().catch(() => {}) });
};

const roleDashboard = screen(() => import('./routes/dashboards/role-dashboard'));
const newPassword = screen(() => import('./routes/auth/new-password'));
const providerProfileSetup = screen(() => import('./routes/provider/profile-setup'));
const browseProviders = screen(() => import('./routes/owner/browse/browse-providers'));
const bookProvider = screen(() => import('./routes/owner/bookings/book-provider'));
const providerRequests = screen(() => import('./routes/provider/bookings/provider-requests'));
const providerAppointments = screen(() => import('./routes/provider/bookings/provider-appointments'));
const providerAvailability = screen(() => import('./routes/provider/bookings/availability'));
const notificationsScreen = screen(() => import('./routes/notifications/notifications'));
const providerReviews = screen(() => import('./routes/reviews/provider-reviews'));
const providerPerformance = screen(() => import('./routes/admin/provider-performance'));

/**
 * The screens built so far, by route id. A declared route without a screen here renders the
 * not-found page (its guard still applies) until its feature lands; no placeholder content.
 */
export const SCREENS: Partial<Record<RouteId, Screen>> = {
  splash: screen(() => import('./routes/splash')),
  // The first pages, bundled with the entry (`styles/first-load.ts`, `lib/catalogues/tr-first.ts`).
  welcome: WelcomeScreen,
  login: LoginScreen,
  register: screen(() => import('./routes/auth/register')),
  verifyEmail: screen(() => import('./routes/auth/verify-email')),
  passwordReset: screen(() => import('./routes/auth/password-reset')),
  authReset: newPassword,
  authResetPassword: newPassword,
  authConfirm: screen(() => import('./routes/auth/confirm')),
  authCallback: screen(() => import('./routes/auth/callback')),
  roleSelection: screen(() => import('./routes/accounts/role-selection')),
  notFound: NotFoundScreen,
  privacyPolicy: screen(() => import('./routes/legal/privacy-policy')),
  termsOfService: screen(() => import('./routes/legal/terms-of-service')),
  legalDisclaimer: screen(() => import('./routes/legal/legal-disclaimer')),
  outbox: screen(() => import('./routes/dev/outbox')),
  profile: screen(() => import('./routes/accounts/profile')),
  accountSettings: screen(() => import('./routes/accounts/account-settings')),
  accountReactivate: screen(() => import('./routes/accounts/reactivate')),
  'owner.dashboard': screen(() => import('./routes/owner/owner-dashboard')),
  'owner.pets': screen(() => import('./routes/owner/my-pets')),
  'owner.pets.new': screen(() => import('./routes/owner/new-pet')),
  'owner.pets.edit': screen(() => import('./routes/owner/edit-pet')),
  'owner.sitters.browse': browseProviders,
  'owner.veterinarians.browse': browseProviders,
  'owner.petWalkers.browse': browseProviders,
  'owner.trainers.browse': browseProviders,
  'owner.veterinarians.request': screen(() => import('./routes/owner/browse/request-vet')),
  'owner.providers.profile': screen(() => import('./routes/owner/browse/provider-profile')),
  'owner.sitters.book': bookProvider,
  'owner.veterinarians.book': bookProvider,
  'owner.petWalkers.book': bookProvider,
  'owner.trainers.book': bookProvider,
  'owner.bookings': screen(() => import('./routes/owner/bookings/owner-bookings')),
  'owner.bookings.walk': screen(() => import('./routes/owner/bookings/live-walk')),
  'sitter.requests': providerRequests,
  'veterinarian.serviceRequests': providerRequests,
  'petWalker.serviceRequests': providerRequests,
  'petWalker.requests': providerRequests,
  'trainer.serviceRequests': providerRequests,
  'sitter.reservations': providerAppointments,
  'veterinarian.appointments': providerAppointments,
  'petWalker.appointments': providerAppointments,
  'trainer.appointments': providerAppointments,
  'sitter.availability': providerAvailability,
  'petWalker.calendar': providerAvailability,
  'petWalker.today': screen(() => import('./routes/provider/bookings/today-walks')),
  'petWalker.earnings': screen(() => import('./routes/provider/bookings/earnings')),
  'petWalker.history': screen(() => import('./routes/provider/bookings/walk-history')),
  'veterinarian.cancelledAppointments': screen(() => import('./routes/provider/bookings/cancelled-appointments')),
  'veterinarian.patients': screen(() => import('./routes/veterinarian/patients')),
  'veterinarian.patients.new': screen(() => import('./routes/veterinarian/new-patient-record')),
  'veterinarian.patients.detail': screen(() => import('./routes/veterinarian/patient-detail')),
  'veterinarian.vaccinations': screen(() => import('./routes/veterinarian/vaccinations')),
  'veterinarian.emergency': screen(() => import('./routes/veterinarian/emergency-requests')),
  'sitter.dashboard': roleDashboard,
  'veterinarian.dashboard': roleDashboard,
  'petWalker.dashboard': roleDashboard,
  'trainer.dashboard': roleDashboard,
  'sitter.profileSetup': providerProfileSetup,
  'veterinarian.profileSetup': providerProfileSetup,
  'petWalker.profileSetup': providerProfileSetup,
  'trainer.profileSetup': providerProfileSetup,
  notifications: notificationsScreen,
  'veterinarian.notifications': notificationsScreen,
  'petWalker.notifications': notificationsScreen,
  'trainer.notifications': notificationsScreen,
  'veterinarian.reviews': providerReviews,
  'petWalker.reviews': providerReviews,
  'trainer.reviews': providerReviews,
  'admin.dashboard': screen(() => import('./routes/dashboards/admin-dashboard')),
  'admin.flaggedMessages': screen(() => import('./routes/admin/flagged-messages')),
  'admin.broadcast': screen(() => import('./routes/admin/broadcast')),
  'admin.notifications': screen(() => import('./routes/admin/notification-settings')),
  'admin.lostFoundMatches': screen(() => import('./routes/admin/lost-found-matches')),
  'admin.supportTickets': screen(() => import('./routes/admin/support-tickets')),
  'admin.actionLogs': screen(() => import('./routes/admin/action-logs')),
  'admin.securityOperations': screen(() => import('./routes/admin/security-operations')),
  support: screen(() => import('./routes/support/support-tickets')),
  'support.ticket': screen(() => import('./routes/support/support-ticket')),
  'admin.pricing': screen(() => import('./routes/admin/pricing')),
  'admin.commissions': screen(() => import('./routes/admin/commissions')),
  'admin.settings': screen(() => import('./routes/admin/settings')),
  'admin.reports': screen(() => import('./routes/admin/reports')),
  'admin.statistics': screen(() => import('./routes/admin/statistics')),
  'admin.sittersPerformance': providerPerformance,
  'admin.veterinariansPerformance': providerPerformance,
  'admin.petWalkersPerformance': providerPerformance,
  'admin.petWalkerPerformance': screen(() => import('./routes/admin/walker-performance')),
  'admin.finance': screen(() => import('./routes/admin/finance')),
  'admin.users': screen(() => import('./routes/admin/users')),
  'admin.bookings': screen(() => import('./routes/admin/bookings')),
  'admin.referrals': screen(() => import('./routes/admin/referrals')),
  chat: screen(() => import('./routes/chat/chat-list')),
  'chat.detail': screen(() => import('./routes/chat/chat-conversation')),
  adopt: screen(() => import('./routes/community/adoption-list')),
  'adopt.new': screen(() => import('./routes/community/adoption-new')),
  'adopt.edit': screen(() => import('./routes/community/adoption-edit')),
  'adopt.detail': screen(() => import('./routes/community/adoption-detail')),
  lostFound: screen(() => import('./routes/community/lostfound-list')),
  'lostFound.report': screen(() => import('./routes/community/lostfound-report')),
  'lostFound.edit': screen(() => import('./routes/community/lostfound-edit')),
  'lostFound.detail': screen(() => import('./routes/community/lostfound-detail')),
  petMating: screen(() => import('./routes/community/mating-list')),
  'petMating.new': screen(() => import('./routes/community/mating-new')),
  'petMating.edit': screen(() => import('./routes/community/mating-edit')),
  'petMating.detail': screen(() => import('./routes/community/mating-detail')),
  myMatingListings: screen(() => import('./routes/community/mating-my-listings')),
  forum: screen(() => import('./routes/community/forum-list')),
  'forum.newPost': screen(() => import('./routes/community/forum-new-post')),
  'forum.post': screen(() => import('./routes/community/forum-post')),
  expertArticles: screen(() => import('./routes/community/articles-list')),
  'expertArticles.detail': screen(() => import('./routes/community/articles-detail')),
  'expert.createArticle': screen(() => import('./routes/community/articles-create')),
  'expert.editArticle': screen(() => import('./routes/community/articles-edit')),
};

/** Starts fetching a route's screen, e.g. while the session is still being read. */
export const preloadScreen = (id: RouteId) => {
  const target = SCREENS[id];
  if (target && 'preload' in target) target.preload();
};
