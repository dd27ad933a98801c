import type { NavEntry } from '../../lib/nav';

/** The adoption screens' links in the menus (`app/layouts/nav-items.ts` gathers every feature's). */
export const nav: readonly NavEntry[] = [
  { menu: 'petbox', order: 1, labelKey: 'nav:adoption', route: 'adoption' },
];
