import { REDIRECT_DELAYS_MS } from '@patili/domain/shared';
import { expect } from '@playwright/test';

import { appPathOf, buildPath, createVerifiedUser, hashPath, newApi, waitForOutbox } from '../../support/api.ts';
import { submitLogin, watchForMessage } from '../../support/forms.ts';
import { test } from '../../support/fixtures.ts';

test('[owner][auth]: forgot password → e-mail link → new password → login', async ({ page, clock }) => {
  const owner = await createVerifiedUser('owner', 'Sena Unutkan');
  await page.goto(hashPath(buildPath('login')));
  await page.getByRole('link', { name: 'Şifremi unuttum' }).click();
  await expect(page).toHaveURL(/#\/password-reset/);
  await page.getByRole('textbox', { name: 'E-posta', exact: true }).fill(owner.email);
  await page.getByRole('button', { name: 'Sıfırlama bağlantısı gönder' }).click();
  await expect(page.getByText('Bu adrese kayıtlı bir hesap varsa')).toBeVisible();

  const mail = await waitForOutbox(await newApi(), owner.email);
  expect(mail.subject).toBe('Patili: şifre sıfırlama');
  await page.goto('about:blank'); // a link from an e-mail opens the app afresh
  await page.goto(appPathOf(mail.link!));
  await expect(page.getByRole('heading', { name: 'Yeni şifre belirle' })).toBeVisible();
  // The start-up clean-up removed `type` from the address bar but kept the route and token.
  await expect(page).toHaveURL(/#\/auth\/reset-password\?token=/);
  expect(page.url()).not.toContain('type=');

  await page.getByRole('textbox', { name: 'Yeni şifre', exact: true }).fill('kisa');
  await page.getByRole('textbox', { name: 'Şifre (tekrar)', exact: true }).fill('kisa');
  await page.getByRole('button', { name: 'Şifreyi güncelle' }).click();
  await expect(page.getByText('Şifre en az 8 karakter olmalıdır.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Yeni şifre', exact: true }).fill('Yepyeni-sifre-7');
  await page.getByRole('textbox', { name: 'Şifre (tekrar)', exact: true }).fill('Yepyeni-sifre-7');
  const updated = watchForMessage(page, 'Şifreniz güncellendi. Giriş sayfasına yönlendiriliyorsunuz...');
  await page.getByRole('button', { name: 'Şifreyi güncelle' }).click();
  await updated.shown();
  // The login page follows `REDIRECT_DELAYS_MS.passwordUpdated` after the message: the clock moves past it.
  await clock.advance(REDIRECT_DELAYS_MS.passwordUpdated);
  await expect(page).toHaveURL(/#\/login/);

  await submitLogin(page, owner.email, 'Yepyeni-sifre-7', { clock });
  await expect(page.getByRole('heading', { name: 'Merhaba Sena Unutkan!' })).toBeVisible();
});

test('[visitor][auth]: a reset link without a token is refused', async ({ page }) => {
  await page.goto(hashPath(buildPath('authResetPassword')));
  await expect(page.getByText('Geçersiz bağlantı.')).toBeVisible();
});
