import type { NavEntry } from '../../lib/nav';

/** The reports screens' links in the menus (`app/layouts/nav-items.ts` gathers every feature's). */
export const nav: readonly NavEntry[] = [
  {
    menu: 'admin',
    order: 7,
    labelKey: 'admin:sidebar.sittersPerformance',
    route: 'admin.sittersPerformance',
  },
  {
    menu: 'admin',
    order: 8,
    labelKey: 'admin:sidebar.veterinariansPerformance',
    route: 'admin.veterinariansPerformance',
  },
  {
    menu: 'admin',
    order: 9,
    labelKey: 'admin:sidebar.petWalkersPerformance',
    route: 'admin.petWalkersPerformance',
  },
  { menu: 'admin', order: 17, labelKey: 'admin:sidebar.reports', route: 'admin.reports' },
  { menu: 'admin', order: 19, labelKey: 'admin:sidebar.statistics', route: 'admin.statistics' },
];
