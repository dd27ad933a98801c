import { FEATURE_PERMISSIONS } from './features.ts';
import type { Holder } from './route-kit.ts';
import type { Role } from './roles.ts';

export type { Holder } from './route-kit.ts';

/** Every server permission, `verb:noun:scope`, as the features declare them. */
export type Permission = keyof typeof FEATURE_PERMISSIONS;

/**
 * Who holds each permission, gathered from the features' `permissions` (`FEATURE_PERMISSIONS`).
 * The server's `requireAccess` checks these; the web's `<Can>` reads the same table. Ownership
 * (`:own`) is enforced again in each query's `where`.
 */
export const PERMISSIONS: Readonly<Record<Permission, Holder>> = FEATURE_PERMISSIONS;

/** What a permission check needs to know about the caller. */
export type Actor = {
  readonly role: Role;
  readonly isAdmin: boolean;
  readonly isVerified: boolean;
  readonly isActive: boolean;
};

/**
 * True when the actor holds the permission. Unverified and deactivated accounts hold none; the
 * admin account holds every role-listed permission too (it bypasses role restrictions).
 */
export const can = (actor: Actor | null, permission: Permission): boolean => {
  if (!actor || !actor.isVerified || !actor.isActive) return false;
  const holder: Holder = PERMISSIONS[permission];
  if (holder === 'signed-in') return true;
  if (holder === 'member') return !actor.isAdmin;
  if (holder === 'admin') return actor.isAdmin;
  return actor.isAdmin || holder.includes(actor.role);
};
