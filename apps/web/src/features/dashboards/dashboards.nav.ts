import type { NavEntry } from '../../lib/nav';

/** The dashboards screens' links in the menus (`app/layouts/nav-items.ts` gathers every feature's). */
export const nav: readonly NavEntry[] = [
  { menu: 'admin', order: 1, labelKey: 'admin:sidebar.dashboard', route: 'admin.dashboard' },
];
