import type { NavEntry } from '../../lib/nav';

/** The privacy centre's link in the menus (`app/layouts/nav-items.ts` gathers every feature's). */
export const nav: readonly NavEntry[] = [
  { menu: 'account', order: 3, labelKey: 'nav:privacyCentre', route: 'privacyCentre' },
];
