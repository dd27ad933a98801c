import { expect } from '@playwright/test';

import { buildPath, createVerifiedUser, hashPath, shareSession } from '../../support/api.ts';
import { submitLogin } from '../../support/forms.ts';
import { test } from '../../support/fixtures.ts';

test('[owner][guard]: typing a sitter route lands on the owner dashboard', async ({ page, context }) => {
  const owner = await createVerifiedUser('owner', 'Oya Sahip');
  await shareSession(owner.api, context);
  await page.goto(hashPath(buildPath('sitter.requests')));
  await expect(page).toHaveURL(/#\/owner\/dashboard/);
  await expect(page.getByRole('heading', { name: 'Merhaba Oya Sahip!' })).toBeVisible();
});

test('[visitor][guard]: an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/#/bu/sayfa/yok');
  await expect(page.getByRole('heading', { name: 'Sayfa bulunamadı' })).toBeVisible();
  await page.getByRole('link', { name: 'Ana sayfaya dön' }).click();
  await expect(page).toHaveURL(/#\/welcome/);
});

test('[visitor][guard]: a guarded page asks to log in and returns there afterwards', async ({ page, clock }) => {
  const owner = await createVerifiedUser('owner', 'Deniz Geri');
  await page.goto(hashPath(buildPath('owner.dashboard')));
  await expect(page).toHaveURL(/#\/login/);
  await submitLogin(page, owner.email, owner.password, { clock });
  await expect(page).toHaveURL(/#\/owner\/dashboard/);
  await expect(page.getByRole('heading', { name: 'Merhaba Deniz Geri!' })).toBeVisible();
  await page.getByRole('button', { name: /Hesabım/ }).click();
  await page.getByRole('menuitem', { name: 'Çıkış Yap' }).click();
  await expect(page).toHaveURL(/#\/login/);
});
