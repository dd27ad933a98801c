import type { NavEntry } from '../../lib/nav';

/** The reviews screens' links in the menus (`app/layouts/nav-items.ts` gathers every feature's). */
export const nav: readonly NavEntry[] = [
  {
    menu: 'veterinarian',
    order: 3,
    labelKey: 'nav:veterinarian.reviews',
    route: 'veterinarian.reviews',
  },
  { menu: 'pet_walker', order: 5, labelKey: 'nav:petWalker.reviews', route: 'petWalker.reviews' },
  { menu: 'trainer', order: 3, labelKey: 'nav:trainer.reviews', route: 'trainer.reviews' },
];
