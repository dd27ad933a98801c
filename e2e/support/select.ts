import type { Locator, Page } from '@playwright/test';

/**
 * Picks an option of a Mantine select: opens the field named exactly `label` (inside `within`,
 * the whole page by default), then clicks the option named exactly `option`, which Mantine lists
 * at the page's end.
 */
export const pick = async (
  page: Page,
  label: string,
  option: string,
  within: Page | Locator = page,
) => {
  await within.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};
