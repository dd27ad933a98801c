import type { Role } from '@patili/domain/access';

import { menuItems, type NavEntry, type NavItem } from '../../lib/nav';

export type { NavItem } from '../../lib/nav';

/** Every feature's menu entries (`features/<noun>/<noun>.nav.ts`), found by their file name. */
const FEATURE_NAV = import.meta.glob<readonly NavEntry[]>('../../features/*/*.nav.ts', {
  eager: true,
  import: 'nav',
});

export const NAV_ENTRIES: readonly NavEntry[] = Object.values(FEATURE_NAV).flat();

/** PetBox: the community areas every signed-in user sees in the top navigation. */
export const PETBOX_ITEMS = menuItems(NAV_ENTRIES, 'petbox');

/** My Account, for everyone but the admin. */
export const ACCOUNT_ITEMS = menuItems(NAV_ENTRIES, 'account');

/** Each role's own links, in the spec's order. */
export const ROLE_NAV: Readonly<Record<Role, readonly NavItem[]>> = {
  owner: menuItems(NAV_ENTRIES, 'owner'),
  sitter: menuItems(NAV_ENTRIES, 'sitter'),
  veterinarian: menuItems(NAV_ENTRIES, 'veterinarian'),
  pet_walker: menuItems(NAV_ENTRIES, 'pet_walker'),
  trainer: menuItems(NAV_ENTRIES, 'trainer'),
  admin: [],
  none: [],
};
