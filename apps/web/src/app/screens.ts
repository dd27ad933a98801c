import type { RouteId } from '@patili/domain/access';

import type { ScreenModule } from './lazy-screen';

/*
 * This registry is itself fetched with the first screen that is not bundled with the entry
 * (router.tsx): its hundred imports, and the lists of files each one preloads, stay off the first
 * load of the welcome and login pages (docs/performance.md).
 */

const roleDashboard = () => import('./routes/dashboards/role-dashboard');
const newPassword = () => import('./routes/auth/new-password');
const providerProfileSetup = () => import('./routes/provider/profile-setup');
const browseProviders = () => import('./routes/owner/browse/browse-providers');
const bookProvider = () => import('./routes/owner/bookings/book-provider');
const providerRequests = () => import('./routes/provider/bookings/provider-requests');
const providerAppointments = () => import('./routes/provider/bookings/provider-appointments');
const providerAvailability = () => import('./routes/provider/bookings/availability');
const notificationsScreen = () => import('./routes/notifications/notifications');
const providerReviews = () => import('./routes/reviews/provider-reviews');
const providerPerformance = () => import('./routes/admin/provider-performance');

/**
 * The screens fetched on their first visit, by route id: every screen but the few bundled with
 * the entry (`BUNDLED_SCREENS` in router.tsx). A declared route with no screen in either renders
 * the not-found page (its guard still applies) until its feature lands; no placeholder content.
 */
export const SCREENS: Partial<Record<RouteId, () => Promise<ScreenModule>>> = {
  splash: () => import('./routes/splash'),
  register: () => import('./routes/auth/register'),
  verifyEmail: () => import('./routes/auth/verify-email'),
  passwordReset: () => import('./routes/auth/password-reset'),
  authReset: newPassword,
  authResetPassword: newPassword,
  authConfirm: () => import('./routes/auth/confirm'),
  authCallback: () => import('./routes/auth/callback'),
  roleSelection: () => import('./routes/accounts/role-selection'),
  privacyPolicy: () => import('./routes/legal/privacy-policy'),
  termsOfService: () => import('./routes/legal/terms-of-service'),
  legalDisclaimer: () => import('./routes/legal/legal-disclaimer'),
  outbox: () => import('./routes/dev/outbox'),
  profile: () => import('./routes/accounts/profile'),
  accountSettings: () => import('./routes/accounts/account-settings'),
  accountReactivate: () => import('./routes/accounts/reactivate'),
  'owner.dashboard': () => import('./routes/owner/owner-dashboard'),
  'owner.pets': () => import('./routes/owner/my-pets'),
  'owner.pets.new': () => import('./routes/owner/new-pet'),
  'owner.pets.edit': () => import('./routes/owner/edit-pet'),
  'owner.sitters.browse': browseProviders,
  'owner.veterinarians.browse': browseProviders,
  'owner.petWalkers.browse': browseProviders,
  'owner.trainers.browse': browseProviders,
  'owner.veterinarians.request': () => import('./routes/owner/browse/request-vet'),
  'owner.providers.profile': () => import('./routes/owner/browse/provider-profile'),
  'owner.sitters.book': bookProvider,
  'owner.veterinarians.book': bookProvider,
  'owner.petWalkers.book': bookProvider,
  'owner.trainers.book': bookProvider,
  'owner.bookings': () => import('./routes/owner/bookings/owner-bookings'),
  'owner.bookings.walk': () => import('./routes/owner/bookings/live-walk'),
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
  'petWalker.today': () => import('./routes/provider/bookings/today-walks'),
  'petWalker.earnings': () => import('./routes/provider/bookings/earnings'),
  'petWalker.history': () => import('./routes/provider/bookings/walk-history'),
  'veterinarian.cancelledAppointments': () => import('./routes/provider/bookings/cancelled-appointments'),
  'veterinarian.patients': () => import('./routes/veterinarian/patients'),
  'veterinarian.patients.new': () => import('./routes/veterinarian/new-patient-record'),
  'veterinarian.patients.detail': () => import('./routes/veterinarian/patient-detail'),
  'veterinarian.vaccinations': () => import('./routes/veterinarian/vaccinations'),
  'veterinarian.emergency': () => import('./routes/veterinarian/emergency-requests'),
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
  'admin.dashboard': () => import('./routes/dashboards/admin-dashboard'),
  'admin.flaggedMessages': () => import('./routes/admin/flagged-messages'),
  'admin.broadcast': () => import('./routes/admin/broadcast'),
  'admin.notifications': () => import('./routes/admin/notification-settings'),
  'admin.lostFoundMatches': () => import('./routes/admin/lost-found-matches'),
  'admin.supportTickets': () => import('./routes/admin/support-tickets'),
  'admin.actionLogs': () => import('./routes/admin/action-logs'),
  'admin.securityOperations': () => import('./routes/admin/security-operations'),
  support: () => import('./routes/support/support-tickets'),
  'support.ticket': () => import('./routes/support/support-ticket'),
  'admin.pricing': () => import('./routes/admin/pricing'),
  'admin.commissions': () => import('./routes/admin/commissions'),
  'admin.settings': () => import('./routes/admin/settings'),
  'admin.reports': () => import('./routes/admin/reports'),
  'admin.statistics': () => import('./routes/admin/statistics'),
  'admin.sittersPerformance': providerPerformance,
  'admin.veterinariansPerformance': providerPerformance,
  'admin.petWalkersPerformance': providerPerformance,
  'admin.petWalkerPerformance': () => import('./routes/admin/walker-performance'),
  'admin.finance': () => import('./routes/admin/finance'),
  'admin.users': () => import('./routes/admin/users'),
  'admin.bookings': () => import('./routes/admin/bookings'),
  'admin.referrals': () => import('./routes/admin/referrals'),
  chat: () => import('./routes/chat/chat-list'),
  'chat.detail': () => import('./routes/chat/chat-conversation'),
  adopt: () => import('./routes/community/adoption-list'),
  'adopt.new': () => import('./routes/community/adoption-new'),
  'adopt.edit': () => import('./routes/community/adoption-edit'),
  'adopt.detail': () => import('./routes/community/adoption-detail'),
  lostFound: () => import('./routes/community/lostfound-list'),
  'lostFound.report': () => import('./routes/community/lostfound-report'),
  'lostFound.edit': () => import('./routes/community/lostfound-edit'),
  'lostFound.detail': () => import('./routes/community/lostfound-detail'),
  petMating: () => import('./routes/community/mating-list'),
  'petMating.new': () => import('./routes/community/mating-new'),
  'petMating.edit': () => import('./routes/community/mating-edit'),
  'petMating.detail': () => import('./routes/community/mating-detail'),
  myMatingListings: () => import('./routes/community/mating-my-listings'),
  forum: () => import('./routes/community/forum-list'),
  'forum.newPost': () => import('./routes/community/forum-new-post'),
  'forum.post': () => import('./routes/community/forum-post'),
  expertArticles: () => import('./routes/community/articles-list'),
  'expertArticles.detail': () => import('./routes/community/articles-detail'),
  'expert.createArticle': () => import('./routes/community/articles-create'),
  'expert.editArticle': () => import('./routes/community/articles-edit'),
};
