import type { NavEntry } from '../../lib/nav';

/** The discovery screens' links in the menus (`app/layouts/nav-items.ts` gathers every feature's). */
export const nav: readonly NavEntry[] = [
  { menu: 'owner', order: 2, labelKey: 'nav:owner.sitters', route: 'owner.sitters.browse' },
  {
    menu: 'owner',
    order: 3,
    labelKey: 'nav:owner.veterinarians',
    route: 'owner.veterinarians.browse',
  },
  { menu: 'owner', order: 4, labelKey: 'nav:owner.walkers', route: 'owner.petWalkers.browse' },
  { menu: 'owner', order: 5, labelKey: 'nav:owner.trainers', route: 'owner.trainers.browse' },
];
