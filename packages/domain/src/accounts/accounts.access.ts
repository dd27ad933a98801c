import { SIGNED_IN, type Holder, type RouteDef } from '../access/route-kit.ts';

/**
 * The screens of the account pages: the path, who may open it, the frame and the web screen that draws
 * it (`apps/web/src/app/routes/<screen>.tsx`).
 */
export const routes = [
  {
    id: 'roleSelection',
    path: '/role-selection',
    access: SIGNED_IN,
    layout: 'shared',
    screen: 'accounts/role-selection',
  },
  {
    id: 'profile',
    path: '/profile',
    access: SIGNED_IN,
    layout: 'shared',
    screen: 'accounts/profile',
  },
  {
    id: 'accountSettings',
    path: '/settings/account',
    access: SIGNED_IN,
    layout: 'shared',
    screen: 'accounts/account-settings',
  },
  // Not in the spec's table: where a deactivated account confirms reactivation after signing in.
  {
    id: 'accountReactivate',
    path: '/account/reactivate',
    access: SIGNED_IN,
    layout: 'shared',
    screen: 'accounts/reactivate',
  },
] as const satisfies readonly RouteDef[];

/** Who holds each permission of the account pages (`verb:noun:scope`; see `Holder`). */
export const permissions = {
  'update:role:own': 'signed-in',
  'update:locale:own': 'signed-in',
  // Account pages: the profile and account settings.
  'read:account:own': 'signed-in',
  'update:account:own': 'signed-in',
  'update:password:own': 'signed-in',
  'delete:account:own': 'signed-in',
} as const satisfies Readonly<Record<string, Holder>>;
