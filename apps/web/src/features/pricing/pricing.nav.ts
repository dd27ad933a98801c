import type { NavEntry } from '../../lib/nav';

/** The pricing screens' links in the menus (`app/layouts/nav-items.ts` gathers every feature's). */
export const nav: readonly NavEntry[] = [
  { menu: 'admin', order: 13, labelKey: 'admin:sidebar.commissions', route: 'admin.commissions' },
  { menu: 'admin', order: 14, labelKey: 'admin:sidebar.pricing', route: 'admin.pricing' },
];
