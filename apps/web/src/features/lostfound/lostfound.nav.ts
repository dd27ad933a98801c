import type { NavEntry } from '../../lib/nav';

/** The lostfound screens' links in the menus (`app/layouts/nav-items.ts` gathers every feature's). */
export const nav: readonly NavEntry[] = [
  { menu: 'petbox', order: 2, labelKey: 'nav:lostFound', route: 'lostfound' },
  { menu: 'admin', order: 4, labelKey: 'admin:sidebar.lostFoundMatches', route: 'admin.lostfound' },
];
