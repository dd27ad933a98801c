import {
  ADMIN,
  TRAINER,
  VET,
  WALKER,
  only,
  type Holder,
  type RouteDef,
} from '../access/route-kit.ts';

/**
 * The screens of notifications: the path, who may open it, the frame and the web screen that draws
 * it (`apps/web/src/app/routes/<screen>.tsx`).
 */
export const routes = [
  {
    id: 'veterinarian.notifications',
    path: '/veterinarian/notifications',
    access: VET,
    layout: 'shared',
    screen: 'notifications/notifications',
  },
  {
    id: 'petWalker.notifications',
    path: '/pet-walker/notifications',
    access: WALKER,
    layout: 'shared',
    screen: 'notifications/notifications',
  },
  {
    id: 'trainer.notifications',
    path: '/trainer/notifications',
    access: TRAINER,
    layout: 'shared',
    screen: 'notifications/notifications',
  },
  // Not in the spec's table: the notifications page of the roles without one of their own (owner,
  // sitter); any role but the admin (whose broadcast page is admin.notifications) may open it.
  {
    id: 'notifications',
    path: '/notifications',
    access: only('owner', 'sitter', 'veterinarian', 'pet_walker', 'trainer'),
    layout: 'shared',
    screen: 'notifications/notifications',
  },
  {
    id: 'admin.notifications',
    path: '/admin/notifications',
    access: ADMIN,
    layout: 'admin',
    screen: 'admin/notification-settings',
  },
] as const satisfies readonly RouteDef[];

/** Who holds each permission of notifications (`verb:noun:scope`; see `Holder`). */
export const permissions = {
  // Notifications: everyone reads and marks their own.
  'read:notification:own': 'signed-in',
  'update:notification:own': 'signed-in',
  'update:admin-notification-settings:own': 'admin',
} as const satisfies Readonly<Record<string, Holder>>;
