import type { NavEntry } from '../../lib/nav';

/** The accounts screens' links in the menus (`app/layouts/nav-items.ts` gathers every feature's). */
export const nav: readonly NavEntry[] = [
  { menu: 'account', order: 1, labelKey: 'nav:profile', route: 'profile' },
  { menu: 'account', order: 2, labelKey: 'nav:accountSettings', route: 'accountSettings' },
];
