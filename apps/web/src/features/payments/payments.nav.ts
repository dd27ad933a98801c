import type { NavEntry } from '../../lib/nav';

/** The payments screens' links in the menus (`app/layouts/nav-items.ts` gathers every feature's). */
export const nav: readonly NavEntry[] = [
  { menu: 'admin', order: 18, labelKey: 'admin:sidebar.finance', route: 'admin.finance' },
];
