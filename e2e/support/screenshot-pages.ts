import type { APIRequestContext, Browser, Page } from '@playwright/test';

import { shareSession } from './api.ts';

/** The languages and screen sizes a spec's own screenshots (`@screens`) are taken in. */
const SHOT_LOCALES = ['tr', 'en'] as const;
const SHOT_DEVICES = [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const;

export type ShotCombination = {
  locale: (typeof SHOT_LOCALES)[number];
  device: (typeof SHOT_DEVICES)[number][0];
};

/**
 * Runs `shoot` once per language and screen size, each time on a new page signed in with `api`'s
 * session that shows the app in that language from its first load; the page's context is closed
 * after.
 */
export const forEachShotPage = async (
  browser: Browser,
  api: APIRequestContext,
  shoot: (page: Page, combination: ShotCombination) => Promise<void>,
) => {
  for (const locale of SHOT_LOCALES) {
    for (const [device, viewport] of SHOT_DEVICES) {
      const context = await browser.newContext({ viewport });
      try {
        await shareSession(api, context);
        await context.addInitScript(
          (language) => window.localStorage.setItem('patili.locale', language),
          locale,
        );
        await shoot(await context.newPage(), { locale, device });
      } finally {
        await context.close();
      }
    }
  }
};
