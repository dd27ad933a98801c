import type { RouteId } from '@patili/domain/access';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

import NotFoundScreen from './routes/not-found';

type Screen = LazyExoticComponent<ComponentType> | ComponentType;

const roleDashboard = lazy(() => import('./routes/dashboards/role-dashboard'));
const newPassword = lazy(() => import('./routes/auth/new-password'));
const providerProfileSetup = lazy(() => import('./routes/provider/profile-setup'));
const browseProviders = lazy(() => import('./routes/owner/browse/browse-providers'));

/**
 * The screens built so far, by route id. A declared route without a screen here renders the
 * not-found page (its guard still applies) until its feature lands; no placeholder content.
 */
export const SCREENS: Partial<Record<RouteId, Screen>> = {
  splash: lazy(() => import('./routes/splash')),
  welcome: lazy(() => import('./routes/welcome')),
  login: lazy(() => import('./routes/auth/login')),
  register: lazy(() => import('./routes/auth/register')),
  verifyEmail: lazy(() => import('./routes/auth/verify-email')),
  passwordReset: lazy(() => import('./routes/auth/password-reset')),
  authReset: newPassword,
  authResetPassword: newPassword,
  authConfirm: lazy(() => import('./routes/auth/confirm')),
  authCallback: lazy(() => import('./routes/auth/callback')),
  roleSelection: lazy(() => import('./routes/accounts/role-selection')),
  notFound: NotFoundScreen,
  privacyPolicy: lazy(() => import('./routes/legal/privacy-policy')),
  termsOfService: lazy(() => import('./routes/legal/terms-of-service')),
  legalDisclaimer: lazy(() => import('./routes/legal/legal-disclaimer')),
  outbox: lazy(() => import('./routes/dev/outbox')),
  profile: lazy(() => import('./routes/accounts/profile')),
  accountSettings: lazy(() => import('./routes/accounts/account-settings')),
  accountReactivate: lazy(() => import('./routes/accounts/reactivate')),
  'owner.dashboard': lazy(() => import('./routes/owner/owner-dashboard')),
  'owner.pets': lazy(() => import('./routes/owner/my-pets')),
  'owner.pets.new': lazy(() => import('./routes/owner/new-pet')),
  'owner.pets.edit': lazy(() => import('./routes/owner/edit-pet')),
  'owner.sitters.browse': browseProviders,
  'owner.veterinarians.browse': browseProviders,
  'owner.petWalkers.browse': browseProviders,
  'owner.trainers.browse': browseProviders,
  'owner.veterinarians.request': lazy(() => import('./routes/owner/browse/request-vet')),
  'owner.providers.profile': lazy(() => import('./routes/owner/browse/provider-profile')),
  'sitter.dashboard': roleDashboard,
  'veterinarian.dashboard': roleDashboard,
  'petWalker.dashboard': roleDashboard,
  'trainer.dashboard': roleDashboard,
  'sitter.profileSetup': providerProfileSetup,
  'veterinarian.profileSetup': providerProfileSetup,
  'petWalker.profileSetup': providerProfileSetup,
  'trainer.profileSetup': providerProfileSetup,
  'admin.dashboard': lazy(() => import('./routes/dashboards/admin-dashboard')),
};
