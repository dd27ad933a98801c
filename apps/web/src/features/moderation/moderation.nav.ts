import type { NavEntry } from '../../lib/nav';

/** The moderation screens' links in the menus (`app/layouts/nav-items.ts` gathers every feature's). */
export const nav: readonly NavEntry[] = [
  {
    menu: 'admin',
    order: 10,
    labelKey: 'admin:sidebar.flaggedMessages',
    route: 'admin.moderation',
  },
];
