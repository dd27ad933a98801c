import { expect } from '@playwright/test';

import { buildPath, hashPath, newApi, waitForOutbox } from '../../support/api.ts';
import { test } from '../../support/fixtures.ts';
import { choose } from '../../support/forms.ts';

test('[newcomer][auth]: phone login by SMS code, then role selection', async ({ page }) => {
  const phone = `+90555${String(Date.now()).slice(-7)}`;
  await page.goto(hashPath(buildPath('login')));
  await page.getByText('Telefon', { exact: true }).click();

  await page.getByRole('textbox', { name: 'Telefon numarası', exact: true }).fill('05551234567');
  await page.getByRole('button', { name: 'Kod gönder' }).click();
  await expect(page.getByText('Lütfen +ülkeKodu ile geçerli bir numara girin. Ör: +905555555555')).toBeVisible();

  await page.getByRole('textbox', { name: 'Telefon numarası', exact: true }).fill(phone);
  await page.getByRole('button', { name: 'Kod gönder' }).click();
  await expect(page.getByText('Doğrulama kodu gönderildi.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Yeniden gönder \(\d+ sn\)/ })).toBeDisabled();

  const sms = await waitForOutbox(await newApi(), phone);
  await page.getByRole('textbox', { name: 'Doğrulama kodu', exact: true }).fill(`kod: ${sms.code}`);
  await expect(page.getByRole('textbox', { name: 'Doğrulama kodu', exact: true })).toHaveValue(sms.code!);
  await page.getByRole('button', { name: 'Doğrula ve giriş yap' }).click();

  await expect(page).toHaveURL(/#\/role-selection/);
  await choose(page.getByRole('radiogroup', { name: 'Rolün' }).getByRole('radio', { name: /Eğitmen/ }));
  await page.getByRole('button', { name: 'Devam et' }).click();
  await expect(page).toHaveURL(/#\/trainer\/dashboard/);
  await expect(page.getByRole('heading', { name: `Merhaba ${phone}!` })).toBeVisible();
});
