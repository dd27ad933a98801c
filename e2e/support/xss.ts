import { expect, type Page } from '@playwright/test';

/**
 * Script and HTML payloads a free-text field must store and show as inert text (or, for article
 * HTML, as sanitized HTML), wherever people type. Each one, if it ran, would either open a dialog
 * or set `window.__xss`; `watchForScripts` catches both.
 */
export const XSS_PAYLOADS = [
  '<script>window.__xss = 1; alert(1)</script>',
  '<img src=x onerror="window.__xss = 2; alert(2)">',
  '<svg onload="window.__xss = 3; alert(3)"></svg>',
  '"><iframe src="javascript:window.parent.__xss = 4; alert(4)"></iframe>',
  '<a href="javascript:window.__xss = 5; alert(5)">tıkla</a>',
  "'; window.__xss = 6; alert(6); //",
  '<details open ontoggle="window.__xss = 7; alert(7)">x</details>',
  '<body onload="window.__xss = 8">',
  '{{constructor.constructor("window.__xss = 9")()}}',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss = 10"></style></mglyph></table></mtext></math>',
] as const;

/** One string holding every payload, for a field that takes a single long text. */
export const XSS_TEXT = XSS_PAYLOADS.join('\n');

/**
 * Every element of the page (and of its same-origin frames) that a payload made live: an inline
 * script, an event-handler attribute, or a `javascript:` address carrying `__xss`.
 */
const livePayloads = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    const scan = (root: Document) => {
      for (const element of root.querySelectorAll('*')) {
        const inlineScript = element.tagName === 'SCRIPT' && !element.hasAttribute('src') && element.getAttribute('type') !== 'application/ld+json';
        if (inlineScript && element.textContent?.includes('__xss')) {
          found.push(`<script>${element.textContent}`);
        }
        for (const { name, value } of element.attributes) {
          const handler = name.toLowerCase().startsWith('on');
          const address = /^\s*javascript:/i.test(value);
          if ((handler || address) && value.includes('__xss')) found.push(`<${element.tagName.toLowerCase()} ${name}="${value}">`);
        }
        if (element instanceof HTMLIFrameElement && element.contentDocument) scan(element.contentDocument);
      }
    };
    scan(document);
    return found;
  });

/**
 * Starts watching a page: any dialog fails the test (and is dismissed so the page goes on).
 * Call `expectNoScriptRan` after the page has shown the saved text.
 */
export const watchForScripts = (page: Page) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => {});
  });
  return {
    expectNoScriptRan: async () => {
      // A payload that has not run yet (an image still failing to load, a toggle event queued)
      // can only run from an element of the page: finding no such element, rather than waiting
      // a while for a handler to fire, is the proof that nothing is left to run.
      expect(await livePayloads(page), 'a payload became a live element').toEqual([]);
      expect(dialogs, 'a payload opened a dialog').toEqual([]);
      expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss ?? null), 'a payload ran').toBeNull();
    },
  };
};
