import { expect, type Page } from '@playwright/test';

/**
 * Every badge on the page that does not show all its words, as `text (width px)`: its label
 * clips its text by any fraction of a pixel (Chromium sized a badge 0.3 px short of "KULLANICI
 * YANITLADI" and ended it in "…"), or the text runs a pixel past the badge itself.
 */
export const truncatedBadges = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.mantine-Badge-root')]
      .filter((badge) => badge.offsetParent !== null)
      .filter((badge) => {
        const label = badge.querySelector<HTMLElement>('.mantine-Badge-label') ?? badge;
        const words = document.createRange();
        words.selectNodeContents(label);
        const text = words.getBoundingClientRect().width;
        const style = getComputedStyle(label);
        const clips = style.overflowX !== 'visible' || style.textOverflow !== 'clip';
        return (clips && text > label.getBoundingClientRect().width + 0.01) || text > badge.getBoundingClientRect().width + 1;
      })
      .map((badge) => `${badge.textContent ?? ''} (${badge.getBoundingClientRect().width.toFixed(2)} px)`),
  );

/**
 * Records a soft failure naming each badge cut short on the page, at its size now and at each of
 * `widths` (the height kept), then puts the size back.
 */
export const expectWholeBadges = async (page: Page, label: string, widths: readonly number[] = []) => {
  const size = page.viewportSize();
  const found: string[] = [];
  for (const width of [null, ...widths]) {
    if (width !== null && size) await page.setViewportSize({ width, height: size.height });
    for (const badge of await truncatedBadges(page)) found.push(`${width ?? size?.width ?? '?'} px wide: ${badge}`);
  }
  if (size && widths.length > 0) await page.setViewportSize(size);
  expect.soft(found, `${label}: a badge does not show all its words`).toEqual([]);
};
