import { matchRoute, type Role, type StaticRouteId } from '@patili/domain/access';

/**
 * Each role's notifications page: the vet, walker and trainer have their own; the
 * owner and the sitter the shared one. The admin (whose page is the broadcast), a user without a
 * role, and an account not verified or deactivated (the API refuses it) have none: no bell.
 */
const NOTIFICATIONS_ROUTE: Readonly<Record<Role, StaticRouteId | null>> = {
  owner: 'notifications',
  sitter: 'notifications',
  veterinarian: 'veterinarian.notifications',
  pet_walker: 'petWalker.notifications',
  trainer: 'trainer.notifications',
  admin: null,
  none: null,
};

export const notificationsRouteOf = (user: {
  role: Role;
  isAdmin: boolean;
  isVerified: boolean;
  isActive?: boolean;
}): StaticRouteId | null =>
  user.isAdmin || !user.isVerified || user.isActive === false
    ? null
    : NOTIFICATIONS_ROUTE[user.role];

/** The in-app path a notification opens, when it is one of the app's routes (else nothing to follow). */
export const notificationTarget = (path: string | null): string | null => {
  if (!path || !path.startsWith('/') || path.startsWith('//')) return null;
  return matchRoute(path.split('?')[0] ?? path) ? path : null;
};
