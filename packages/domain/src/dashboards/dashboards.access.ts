import {
  ADMIN,
  OWNER,
  SITTER,
  TRAINER,
  VET,
  WALKER,
  type Holder,
  type RouteDef,
} from '../access/route-kit.ts';

/**
 * The screens of the dashboards: the path, who may open it, the frame and the web screen that draws
 * it (`apps/web/src/app/routes/<screen>.tsx`).
 */
export const routes = [
  {
    id: 'owner.dashboard',
    path: '/owner/dashboard',
    access: OWNER,
    layout: 'shared',
    screen: 'owner/owner-dashboard',
  },
  {
    id: 'sitter.dashboard',
    path: '/sitter/dashboard',
    access: SITTER,
    layout: 'shared',
    screen: 'dashboards/role-dashboard',
  },
  {
    id: 'veterinarian.dashboard',
    path: '/veterinarian/dashboard',
    access: VET,
    layout: 'shared',
    screen: 'dashboards/role-dashboard',
  },
  {
    id: 'petWalker.dashboard',
    path: '/pet-walker/dashboard',
    access: WALKER,
    layout: 'shared',
    screen: 'dashboards/role-dashboard',
  },
  {
    id: 'trainer.dashboard',
    path: '/trainer/dashboard',
    access: TRAINER,
    layout: 'shared',
    screen: 'dashboards/role-dashboard',
  },
  {
    id: 'admin.dashboard',
    path: '/admin/dashboard',
    access: ADMIN,
    layout: 'admin',
    screen: 'dashboards/admin-dashboard',
  },
] as const satisfies readonly RouteDef[];

/** Who holds each permission of the dashboards (`verb:noun:scope`; see `Holder`). */
export const permissions = {
  // Dashboards: each role's own numbers (the admin's dashboard has its own stats).
  'read:dashboard:own': ['owner', 'sitter', 'veterinarian', 'pet_walker', 'trainer'],
} as const satisfies Readonly<Record<string, Holder>>;
