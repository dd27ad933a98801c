import type { NavEntry } from '../../lib/nav';

/** The articles screens' links in the menus (`app/layouts/nav-items.ts` gathers every feature's). */
export const nav: readonly NavEntry[] = [
  { menu: 'petbox', order: 5, labelKey: 'nav:expertArticles', route: 'articles' },
  { menu: 'admin', order: 16, labelKey: 'admin:sidebar.createArticle', route: 'articles.new' },
];
