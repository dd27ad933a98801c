import type { resources } from '@patili/domain/i18n';
import auth from '@patili/domain/locales/tr/auth.json';
import common from '@patili/domain/locales/tr/common.json';
import nav from '@patili/domain/locales/tr/nav.json';

type Turkish = (typeof resources)['tr'];

/** The namespaces the frame of every page and the welcome and login pages speak. */
export type FirstNamespace = 'auth' | 'common' | 'nav';

/**
 * Turkish for the first pages, bundled with them: the default language, and only what those
 * pages say. The rest arrives with any other screen (`tr-rest.ts`, `lib/i18n.ts`).
 */
export const catalogue = { auth, common, nav } satisfies Pick<Turkish, FirstNamespace>;
