import type { NavEntry } from '../../lib/nav';

/** The bookings screens' links in the menus (`app/layouts/nav-items.ts` gathers every feature's). */
export const nav: readonly NavEntry[] = [
  { menu: 'owner', order: 6, labelKey: 'nav:owner.bookings', route: 'owner.bookings' },
  { menu: 'sitter', order: 1, labelKey: 'nav:sitter.availability', route: 'sitter.availability' },
  { menu: 'sitter', order: 2, labelKey: 'nav:sitter.requests', route: 'sitter.requests' },
  { menu: 'sitter', order: 3, labelKey: 'nav:sitter.reservations', route: 'sitter.reservations' },
  {
    menu: 'veterinarian',
    order: 1,
    labelKey: 'nav:veterinarian.appointments',
    route: 'veterinarian.appointments',
  },
  {
    menu: 'veterinarian',
    order: 2,
    labelKey: 'nav:veterinarian.serviceRequests',
    route: 'veterinarian.serviceRequests',
  },
  {
    menu: 'pet_walker',
    order: 1,
    labelKey: 'nav:petWalker.appointments',
    route: 'petWalker.appointments',
  },
  { menu: 'pet_walker', order: 2, labelKey: 'nav:petWalker.calendar', route: 'petWalker.calendar' },
  { menu: 'pet_walker', order: 3, labelKey: 'nav:petWalker.earnings', route: 'petWalker.earnings' },
  {
    menu: 'pet_walker',
    order: 4,
    labelKey: 'nav:petWalker.serviceRequests',
    route: 'petWalker.serviceRequests',
  },
  {
    menu: 'trainer',
    order: 1,
    labelKey: 'nav:trainer.appointments',
    route: 'trainer.appointments',
  },
  {
    menu: 'trainer',
    order: 2,
    labelKey: 'nav:trainer.serviceRequests',
    route: 'trainer.serviceRequests',
  },
  { menu: 'admin', order: 11, labelKey: 'admin:sidebar.bookings', route: 'admin.bookings' },
];
