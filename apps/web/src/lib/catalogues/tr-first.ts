import { byNamespace } from './by-namespace';

/**
 * Turkish for the first pages, bundled with them: the default language, and only the namespaces
 * the frame of every page and the welcome and login pages speak (`scripts/first-load.test.ts`
 * fails when they name another). The rest arrives with any other screen (`tr.ts`, `lib/i18n.ts`).
 * Vite globs paths, not package names: the folder is `@patili/domain/locales`.
 */
export const catalogue = byNamespace(
  import.meta.glob('../../../../../packages/domain/src/locales/tr/{auth,common,nav}.json', {
    eager: true,
    import: 'default',
  }),
);
