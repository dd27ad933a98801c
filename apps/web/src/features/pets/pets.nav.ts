import type { NavEntry } from '../../lib/nav';

/** The pets screens' links in the menus (`app/layouts/nav-items.ts` gathers every feature's). */
export const nav: readonly NavEntry[] = [
  { menu: 'owner', order: 1, labelKey: 'nav:owner.pets', route: 'owner.pets' },
  { menu: 'veterinarian', order: 5, labelKey: 'nav:veterinarian.microchip', route: 'veterinarian.microchip' },
];
