import { expect } from '@playwright/test';

import { buildPath, hashPath } from '../../support/api.ts';
import { test } from '../../support/fixtures.ts';

test('[visitor][i18n]: the language switch turns the page English and back, and is remembered', async ({ page }) => {
  await page.goto(hashPath(buildPath('welcome')));
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.getByRole('heading', { name: "Patili'ye hoş geldin" })).toBeVisible();

  await page.getByTestId('language-switch').getByText('EN').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Welcome to Patili' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome to Patili' })).toBeVisible();

  await page.getByTestId('language-switch').getByText('TR').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.getByRole('heading', { name: "Patili'ye hoş geldin" })).toBeVisible();
});
