import type { NavEntry } from '../../lib/nav';

/** The users screens' links in the menus (`app/layouts/nav-items.ts` gathers every feature's). */
export const nav: readonly NavEntry[] = [
  { menu: 'admin', order: 2, labelKey: 'admin:sidebar.users', route: 'admin.users' },
  { menu: 'admin', order: 15, labelKey: 'admin:sidebar.referrals', route: 'admin.referrals' },
];
