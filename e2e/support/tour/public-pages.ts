import { buildPath, hashPath } from '../api.ts';
import type { Scene } from './tour.ts';

/** The pages anyone may open signed out: a missing page, the legal pages, the developer outbox. */
export const PUBLIC_PAGES_SCENES: readonly Scene[] = [
  {
    title: 'public: a missing page, the legal pages and the outbox',
    timeout: 180_000,
    run: async ({ page }, { visit }) => {
      await page.goto('/');
      await visit(page, 'not-found', '/#/olmayan-sayfa', /Sayfa bulunamadı|Page not found/);
      await visit(page, 'terms', hashPath(buildPath('termsOfService')), /Temmuz 2024|July 2024/);
      await visit(
        page,
        'privacy',
        hashPath(buildPath('privacyPolicy')),
        /KVKK|6698|Gizlilik|Privacy/,
      );
      await visit(
        page,
        'disclaimer',
        hashPath(buildPath('legalDisclaimer')),
        /Yasal Uyarı|Legal Disclaimer/,
      );
      await visit(
        page,
        'outbox',
        hashPath(buildPath('outbox')),
        /Geliştirici gelen kutusu|Developer outbox/,
      );
    },
  },
];
