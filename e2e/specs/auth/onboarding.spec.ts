import { expect } from '@playwright/test';

import { appPathOf, newApi, uniqueEmail, waitForOutbox } from '../../support/api.ts';
import { openRegisterForm } from '../../support/forms.ts';
import { test } from '../../support/fixtures.ts';

test('[newcomer][auth]: registers, verifies through the outbox, picks a role and lands on its dashboard', async ({ page }) => {
  const email = uniqueEmail('newcomer');
  const throttle = await openRegisterForm(page);

  await page.getByRole('textbox', { name: 'Ad Soyad', exact: true }).fill('Selin Çelik');
  await page.getByRole('textbox', { name: 'E-posta', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Şifre', exact: true }).fill('Guvenli-sifre-9');
  await page.getByRole('textbox', { name: 'Şifre (tekrar)', exact: true }).fill('Guvenli-sifre-9');
  await page.getByRole('combobox', { name: 'Rolün' }).click();
  await page.getByRole('option', { name: 'Gezdirici' }).click();
  await throttle.ready();
  await page.getByRole('button', { name: 'Kayıt Ol' }).click();

  await expect(page).toHaveURL(/#\/verify-email/);
  await expect(page.getByText('Kayıt başarılı! Lütfen e-postanızı doğrulayın ve rolünüzü seçin.')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  const api = await newApi();
  const mail = await waitForOutbox(api, email);
  expect(mail.subject).toBe('Patili: e-posta adresini doğrula');
  await page.goto(appPathOf(mail.link!));

  await expect(page).toHaveURL(/#\/role-selection/);
  await expect(page.getByRole('heading', { name: 'Rolünü seç' })).toBeVisible();
  // The role asked for at sign-up is pre-selected; the admin role is never offered.
  const roles = page.getByRole('radiogroup', { name: 'Rolün' });
  await expect(roles.getByRole('radio', { name: /Gezdirici/ })).toBeChecked();
  await expect(roles.getByRole('radio')).toHaveCount(5);
  await expect(roles.getByRole('radio', { name: /Yönetici/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Devam et' }).click();

  await expect(page).toHaveURL(/#\/pet-walker\/dashboard/);
  await expect(page.getByRole('heading', { name: 'Merhaba Selin Çelik!' })).toBeVisible();
});

test('[newcomer][auth]: register refuses mismatched passwords with the Turkish message', async ({ page }) => {
  const throttle = await openRegisterForm(page);
  await page.getByRole('textbox', { name: 'Ad Soyad', exact: true }).fill('Ali');
  await page.getByRole('textbox', { name: 'E-posta', exact: true }).fill('ali@example.com');
  await page.getByRole('textbox', { name: 'Şifre', exact: true }).fill('Guvenli-sifre-9');
  await page.getByRole('textbox', { name: 'Şifre (tekrar)', exact: true }).fill('baska-sifre-9');
  await throttle.ready();
  await page.getByRole('button', { name: 'Kayıt Ol' }).click();
  await expect(page.getByText('Şifreler eşleşmiyor.').first()).toBeVisible();
});
