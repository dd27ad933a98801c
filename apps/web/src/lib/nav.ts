import type { Role, StaticRouteId } from '@patili/domain/access';
import type { MessageKey } from '@patili/domain/i18n';

/**
 * The menus a screen may be linked from: PetBox (the community areas), My Account, each role's
 * own links, and the back office's sidebar.
 */
export type NavMenu = 'petbox' | 'account' | Exclude<Role, 'admin' | 'none'> | 'admin';

/**
 * A feature's link in a menu: the menu, its place there (`order`, 1 first), the label and the
 * route it opens (a route without parameters). Each feature lists its own in
 * `features/<noun>/<noun>.nav.ts`.
 */
export type NavEntry = {
  readonly menu: NavMenu;
  readonly order: number;
  readonly labelKey: MessageKey;
  readonly route: StaticRouteId;
};

/** A menu's link as the menus draw it. */
export type NavItem = { readonly labelKey: MessageKey; readonly route: StaticRouteId };

/** The links of one menu from every feature's entries, in the menu's order. */
export const menuItems = (entries: readonly NavEntry[], menu: NavMenu): readonly NavItem[] =>
  entries
    .filter((entry) => entry.menu === menu)
    .sort((a, b) => a.order - b.order)
    .map(({ labelKey, route }) => ({ labelKey, route }));
