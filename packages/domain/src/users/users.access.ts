import { ADMIN, type Holder, type RouteDef } from '../access/route-kit.ts';

/**
 * The screens of user management and referrals: the path, who may open it, the frame and the web screen that draws
 * it (`apps/web/src/app/routes/<screen>.tsx`).
 */
export const routes = [
  {
    id: 'admin.users',
    path: '/admin/users',
    access: ADMIN,
    layout: 'admin',
    screen: 'admin/users',
  },
  {
    id: 'admin.referrals',
    path: '/admin/referrals',
    access: ADMIN,
    layout: 'admin',
    screen: 'admin/referrals',
  },
] as const satisfies readonly RouteDef[];

/** Who holds each permission of user management and referrals (`verb:noun:scope`; see `Holder`). */
export const permissions = {
  // People and bookings in the back office ("Bookings", "Referrals"): the admins
  // list and search every account, change roles, activate, deactivate, ban and unban; list every
  // booking with its price and payment; read the referral records.
  'read:user:all': 'admin',
  'manage:user': 'admin',
  'read:referral:all': 'admin',
} as const satisfies Readonly<Record<string, Holder>>;
