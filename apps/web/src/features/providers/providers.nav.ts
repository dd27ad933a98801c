import type { NavEntry } from '../../lib/nav';

/** The providers screens' links in the menus (`app/layouts/nav-items.ts` gathers every feature's). */
export const nav: readonly NavEntry[] = [
  // Beside finance, the other review queue (the sidebar itself sorts by label).
  { menu: 'admin', order: 18.5, labelKey: 'admin:sidebar.providerVerifications', route: 'admin.providerVerifications' },
];
