import { ADMIN, type Holder, type RouteDef } from '../access/route-kit.ts';

/**
 * The screens of reports and statistics: the path, who may open it, the frame and the web screen that draws
 * it (`apps/web/src/app/routes/<screen>.tsx`).
 */
export const routes = [
  {
    id: 'admin.sittersPerformance',
    path: '/admin/sitters/performance',
    access: ADMIN,
    layout: 'admin',
    screen: 'admin/provider-performance',
  },
  {
    id: 'admin.veterinariansPerformance',
    path: '/admin/veterinarians/performance',
    access: ADMIN,
    layout: 'admin',
    screen: 'admin/provider-performance',
  },
  {
    id: 'admin.petWalkersPerformance',
    path: '/admin/pet-walkers/performance',
    access: ADMIN,
    layout: 'admin',
    screen: 'admin/provider-performance',
  },
  {
    id: 'admin.petWalkerPerformance',
    path: '/admin/pet-walkers/performance/:id',
    access: ADMIN,
    layout: 'admin',
    screen: 'admin/walker-performance',
  },
  {
    id: 'admin.reports',
    path: '/admin/reports',
    access: ADMIN,
    layout: 'admin',
    screen: 'admin/reports',
  },
  {
    id: 'admin.statistics',
    path: '/admin/statistics',
    access: ADMIN,
    layout: 'admin',
    screen: 'admin/statistics',
  },
] as const satisfies readonly RouteDef[];

/** Who holds each permission of reports and statistics (`verb:noun:scope`; see `Holder`). */
export const permissions = {
  // The figures (performance pages): the admins read the
  // period reports and every provider's performance.
  'read:reports:all': 'admin',
} as const satisfies Readonly<Record<string, Holder>>;
