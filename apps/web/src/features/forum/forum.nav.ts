import type { NavEntry } from '../../lib/nav';

/** The forum screens' links in the menus (`app/layouts/nav-items.ts` gathers every feature's). */
export const nav: readonly NavEntry[] = [
  { menu: 'petbox', order: 4, labelKey: 'nav:forum', route: 'forum' },
];
