import type { NavEntry } from '../../lib/nav';

/** The security screens' links in the menus (`app/layouts/nav-items.ts` gathers every feature's). */
export const nav: readonly NavEntry[] = [
  {
    menu: 'admin',
    order: 5,
    labelKey: 'admin:sidebar.securityOperations',
    route: 'admin.security',
  },
];
