import { expect } from '@playwright/test';

import { blockingViolations } from '../../support/axe.ts';
import { test } from '../../support/fixtures.ts';

/**
 * The accessibility check the tour runs at every stop finds what it must: on a page with faint
 * text and an unnamed button it reports both, and again on a second check of the same document
 * (which reuses the axe-core already injected), and it reports nothing once they are mended.
 */
test('[a11y][check]: faint text and an unnamed button are reported, on every check of a page', async ({ page }) => {
  await page.setContent(
    '<html lang="en"><head><title>Probe</title></head><body><main><h1>Probe</h1>' +
      '<p style="color:#bbb;background:#fff">faint text</p><button id="b"></button></main></body></html>',
  );
  const ids = async () => (await blockingViolations(page)).map((violation) => violation.id).sort();
  expect(await ids()).toEqual(['button-name', 'color-contrast']);
  await page.evaluate(() => {
    document.querySelector('#b')!.textContent = 'Send';
  });
  expect(await ids()).toEqual(['color-contrast']);
  await page.evaluate(() => {
    document.querySelector('p')!.setAttribute('style', 'color:#333;background:#fff');
  });
  expect(await ids()).toEqual([]);
});
