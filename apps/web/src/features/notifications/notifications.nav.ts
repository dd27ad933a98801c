import type { NavEntry } from '../../lib/nav';

/** The notifications screens' links in the menus (`app/layouts/nav-items.ts` gathers every feature's). */
export const nav: readonly NavEntry[] = [
  {
    menu: 'veterinarian',
    order: 4,
    labelKey: 'nav:veterinarian.notifications',
    route: 'veterinarian.notifications',
  },
  {
    menu: 'pet_walker',
    order: 6,
    labelKey: 'nav:petWalker.notifications',
    route: 'petWalker.notifications',
  },
  {
    menu: 'trainer',
    order: 4,
    labelKey: 'nav:trainer.notifications',
    route: 'trainer.notifications',
  },
  {
    menu: 'admin',
    order: 20,
    labelKey: 'admin:sidebar.notifications',
    route: 'admin.notifications',
  },
];
