/**
 * What Peri's suggestion bubble must never sit on: what a user clicks, types in or reads (links,
 * buttons, fields, headings, text, pictures). The bubble shows only where it covers none of them.
 */
const CONTENT =
  'a[href], button, input, select, textarea, [role="button"], [role="link"], [role="switch"], [role="checkbox"], [role="radio"], [role="combobox"], h1, h2, h3, h4, h5, h6, [role="heading"], p, li, td, th, dt, dd, label, img, figure';

const overlap = (a: DOMRect, b: DOMRect) =>
  a.right > b.left && a.left < b.right && a.bottom > b.top && a.top < b.bottom;

/** True when `box` (laid out, maybe not yet visible) lies over any content outside itself. */
export const coversContent = (box: HTMLElement): boolean => {
  const area = box.getBoundingClientRect();
  for (const element of document.querySelectorAll<HTMLElement>(CONTENT)) {
    if (box.contains(element)) continue;
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    if (overlap(area, rect)) return true;
  }
  return false;
};
