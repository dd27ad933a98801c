import type { StaticRouteId } from '@patili/domain/access';
import type { MessageKey } from '@patili/domain/i18n';

export type AdminNavItem = { readonly labelKey: MessageKey; readonly route: StaticRouteId };

/**
 * The admin sidebar's entries, one per admin screen; the layout sorts them by their label
 * in the current language (`sortAdminNav`). The sidebar never links to a page that is not built.
 */
export const ADMIN_NAV: readonly AdminNavItem[] = [
  { labelKey: 'admin:sidebar.dashboard', route: 'admin.dashboard' },
  { labelKey: 'admin:sidebar.users', route: 'admin.users' },
  { labelKey: 'admin:sidebar.supportTickets', route: 'admin.supportTickets' },
  { labelKey: 'admin:sidebar.lostFoundMatches', route: 'admin.lostFoundMatches' },
  { labelKey: 'admin:sidebar.securityOperations', route: 'admin.securityOperations' },
  { labelKey: 'admin:sidebar.actionLogs', route: 'admin.actionLogs' },
  { labelKey: 'admin:sidebar.sittersPerformance', route: 'admin.sittersPerformance' },
  { labelKey: 'admin:sidebar.veterinariansPerformance', route: 'admin.veterinariansPerformance' },
  { labelKey: 'admin:sidebar.petWalkersPerformance', route: 'admin.petWalkersPerformance' },
  { labelKey: 'admin:sidebar.flaggedMessages', route: 'admin.flaggedMessages' },
  { labelKey: 'admin:sidebar.bookings', route: 'admin.bookings' },
  { labelKey: 'admin:sidebar.broadcast', route: 'admin.broadcast' },
  { labelKey: 'admin:sidebar.commissions', route: 'admin.commissions' },
  { labelKey: 'admin:sidebar.pricing', route: 'admin.pricing' },
  { labelKey: 'admin:sidebar.referrals', route: 'admin.referrals' },
  { labelKey: 'admin:sidebar.createArticle', route: 'expert.createArticle' },
  { labelKey: 'admin:sidebar.reports', route: 'admin.reports' },
  { labelKey: 'admin:sidebar.finance', route: 'admin.finance' },
  { labelKey: 'admin:sidebar.statistics', route: 'admin.statistics' },
  { labelKey: 'admin:sidebar.notifications', route: 'admin.notifications' },
  { labelKey: 'admin:sidebar.settings', route: 'admin.settings' },
];

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
