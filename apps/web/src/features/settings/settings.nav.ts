import type { NavEntry } from '../../lib/nav';

/** The settings screens' links in the menus (`app/layouts/nav-items.ts` gathers every feature's). */
export const nav: readonly NavEntry[] = [
  { menu: 'admin', order: 21, labelKey: 'admin:sidebar.settings', route: 'admin.settings' },
];
