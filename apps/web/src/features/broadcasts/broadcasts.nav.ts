import type { NavEntry } from '../../lib/nav';

/** The broadcasts screens' links in the menus (`app/layouts/nav-items.ts` gathers every feature's). */
export const nav: readonly NavEntry[] = [
  { menu: 'admin', order: 12, labelKey: 'admin:sidebar.broadcast', route: 'admin.broadcasts' },
];
