import type { NavEntry } from '../../lib/nav';

/** The support screens' links in the menus (`app/layouts/nav-items.ts` gathers every feature's). */
export const nav: readonly NavEntry[] = [
  { menu: 'account', order: 4, labelKey: 'nav:support', route: 'support' },
  { menu: 'admin', order: 3, labelKey: 'admin:sidebar.supportTickets', route: 'admin.support' },
];
