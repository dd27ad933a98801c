import type { NavEntry } from '../../lib/nav';

/** The mating screens' links in the menus (`app/layouts/nav-items.ts` gathers every feature's). */
export const nav: readonly NavEntry[] = [
  { menu: 'petbox', order: 3, labelKey: 'nav:petMating', route: 'mating' },
];
