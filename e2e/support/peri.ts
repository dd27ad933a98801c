import { expect, type Page } from '@playwright/test';

/**
 * What Peri's button and suggestion bubble lie over on the page as it is: every link, button,
 * field or heading (outside them) their boxes meet, as `part: element text`. A button in the top
 * bar is checked against the bar's other controls (the page passes under the whole bar).
 */
export const periInTheWay = (page: Page) =>
  page.evaluate(() => {
    const TARGETS =
      'a[href], button, input, select, textarea, [role="button"], [role="link"], [role="switch"], [role="combobox"], h1, h2, h3, h4, h5, h6, [role="heading"]';
    const found: string[] = [];
    for (const id of ['peri-launcher', 'peri-bubble']) {
      const part = document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
      if (!part || getComputedStyle(part).visibility === 'hidden') continue;
      const box = part.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // In the top bar, which the page scrolls under, the button can only be in its neighbours' way.
      const bar = part.closest('header');
      for (const element of document.querySelectorAll<HTMLElement>(TARGETS)) {
        if (part.contains(element) || element.contains(part)) continue;
        if (bar && !bar.contains(element)) continue;
        const rect = element.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0 || getComputedStyle(element).visibility === 'hidden') continue;
        if (rect.right > box.left && rect.left < box.right && rect.bottom > box.top && rect.top < box.bottom) {
          found.push(`${id}: <${element.tagName.toLowerCase()}> ${(element.textContent ?? '').trim().slice(0, 60)}`);
        }
      }
    }
    return found;
  });

/** Records a soft failure naming what Peri's button or bubble covers on the page. */
export const expectPeriOutOfTheWay = async (page: Page, label: string) => {
  expect.soft(await periInTheWay(page), `${label}: Peri covers part of the page`).toEqual([]);
};
