import type { NavEntry } from '../../lib/nav';

/** The audit screens' links in the menus (`app/layouts/nav-items.ts` gathers every feature's). */
export const nav: readonly NavEntry[] = [
  { menu: 'admin', order: 6, labelKey: 'admin:sidebar.actionLogs', route: 'admin.audit' },
];
