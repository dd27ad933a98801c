import type { Role, StaticRouteId } from '@patili/domain/access';
import type { MessageKey } from '@patili/domain/i18n';

export type NavItem = { readonly labelKey: MessageKey; readonly route: StaticRouteId };

/** PetBox: the community areas every signed-in user sees in the top navigation. */
export const PETBOX_ITEMS: readonly NavItem[] = [
  { labelKey: 'nav:adoption', route: 'adopt' },
  { labelKey: 'nav:lostFound', route: 'lostFound' },
  { labelKey: 'nav:petMating', route: 'petMating' },
  { labelKey: 'nav:forum', route: 'forum' },
  { labelKey: 'nav:expertArticles', route: 'expertArticles' },
];

/** My Account, for everyone but the admin. */
export const ACCOUNT_ITEMS: readonly NavItem[] = [
  { labelKey: 'nav:profile', route: 'profile' },
  { labelKey: 'nav:accountSettings', route: 'accountSettings' },
  { labelKey: 'nav:support', route: 'support' },
];

/** Each role's own links, in the spec's order. */
export const ROLE_NAV: Readonly<Record<Role, readonly NavItem[]>> = {
  owner: [
    { labelKey: 'nav:owner.pets', route: 'owner.pets' },
    { labelKey: 'nav:owner.sitters', route: 'owner.sitters.browse' },
    { labelKey: 'nav:owner.veterinarians', route: 'owner.veterinarians.browse' },
    { labelKey: 'nav:owner.walkers', route: 'owner.petWalkers.browse' },
    { labelKey: 'nav:owner.trainers', route: 'owner.trainers.browse' },
    { labelKey: 'nav:owner.bookings', route: 'owner.bookings' },
  ],
  sitter: [
    { labelKey: 'nav:sitter.availability', route: 'sitter.availability' },
    { labelKey: 'nav:sitter.requests', route: 'sitter.requests' },
    { labelKey: 'nav:sitter.reservations', route: 'sitter.reservations' },
  ],
  veterinarian: [
    { labelKey: 'nav:veterinarian.appointments', route: 'veterinarian.appointments' },
    { labelKey: 'nav:veterinarian.serviceRequests', route: 'veterinarian.serviceRequests' },
    { labelKey: 'nav:veterinarian.reviews', route: 'veterinarian.reviews' },
    { labelKey: 'nav:veterinarian.notifications', route: 'veterinarian.notifications' },
  ],
  pet_walker: [
    { labelKey: 'nav:petWalker.appointments', route: 'petWalker.appointments' },
    { labelKey: 'nav:petWalker.calendar', route: 'petWalker.calendar' },
    { labelKey: 'nav:petWalker.earnings', route: 'petWalker.earnings' },
    { labelKey: 'nav:petWalker.serviceRequests', route: 'petWalker.serviceRequests' },
    { labelKey: 'nav:petWalker.reviews', route: 'petWalker.reviews' },
    { labelKey: 'nav:petWalker.notifications', route: 'petWalker.notifications' },
  ],
  trainer: [
    { labelKey: 'nav:trainer.appointments', route: 'trainer.appointments' },
    { labelKey: 'nav:trainer.serviceRequests', route: 'trainer.serviceRequests' },
    { labelKey: 'nav:trainer.reviews', route: 'trainer.reviews' },
    { labelKey: 'nav:trainer.notifications', route: 'trainer.notifications' },
  ],
  admin: [],
  none: [],
};
