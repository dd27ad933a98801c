import type { MessageKey } from '@patili/domain/i18n';

import { menuItems, type NavItem } from '../../lib/nav';
import { NAV_ENTRIES } from './nav-items';

export type AdminNavItem = NavItem;

/**
 * The admin sidebar's entries, one per admin screen (the features' entries in the `admin` menu);
 * the layout sorts them by their label in the current language (`sortAdminNav`). The
 * sidebar never links to a page that is not built.
 */
export const ADMIN_NAV: readonly AdminNavItem[] = menuItems(NAV_ENTRIES, 'admin');

/** The entries with their labels, sorted by label with the language's collation (Turkish: Ç after C, İ after I, Ş after S). */
export const sortAdminNav = (
  items: readonly AdminNavItem[],
  label: (key: MessageKey) => string,
  language: string,
): { item: AdminNavItem; label: string }[] => {
  const collator = new Intl.Collator(language === 'en' ? 'en' : 'tr', { sensitivity: 'base' });
  return items
    .map((item) => ({ item, label: label(item.labelKey) }))
    .sort((a, b) => collator.compare(a.label, b.label));
};
