import { mkdirSync } from 'node:fs';

import { expect, test, type Page } from '@playwright/test';

import { buildPath, createVerifiedUser, hashPath, newApi, shareSession, uniqueEmail, waitForOutbox } from '../../support/api.ts';

/**
 * `npm run screenshots --workspace @patili/e2e`: every screen of the foundation in Turkish and
 * English, phone and desktop, written to e2e/screenshots/ to be looked at. Skipped in `npm run e2e`.
 */
const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 860 } } as const;
const OUT = 'screenshots';

const shoot = async (page: Page, name: string, path: string, waitFor: RegExp | string) => {
  for (const [viewport, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    for (const lang of ['tr', 'en'] as const) {
      await page.evaluate((l) => window.localStorage.setItem('patili.locale', l), lang);
      await page.goto(path);
      await page.reload();
      await expect(page.getByText(waitFor).first()).toBeVisible();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${OUT}/${name}-${lang}-${viewport}.png`, fullPage: true });
    }
  }
};

test.describe('@screens', () => {
  test.beforeAll(() => mkdirSync(OUT, { recursive: true }));

  test('public and auth screens', async ({ page }) => {
    await page.goto('/');
    await shoot(page, 'welcome', hashPath(buildPath('welcome')), /Patili'ye hoş geldin|Welcome to Patili/);
    await shoot(page, 'login', hashPath(buildPath('login', undefined, { verified: '1' })), /E-posta doğrulandı|E-mail verified/);
    await shoot(page, 'register', hashPath(buildPath('register')), /Referans kodu|Referral code/);
    await shoot(page, 'password-reset', hashPath(buildPath('passwordReset')), /Şifremi unuttum|Forgot password/);
    await shoot(page, 'new-password', hashPath(buildPath('authResetPassword', undefined, { token: 'x' })), /Yeni şifre belirle|Set a new password/);
    await shoot(page, 'verify-email', hashPath(buildPath('verifyEmail', undefined, { registered: '1' })), /Kayıt başarılı|Registration successful/);
    await shoot(page, 'not-found', '/#/olmayan-sayfa', /Sayfa bulunamadı|Page not found/);
    await shoot(page, 'terms', hashPath(buildPath('termsOfService')), /Temmuz 2024|July 2024/);
    await shoot(page, 'privacy', hashPath(buildPath('privacyPolicy')), /KVKK|6698|Gizlilik|Privacy/);
    await shoot(page, 'disclaimer', hashPath(buildPath('legalDisclaimer')), /Yasal Uyarı|Legal Disclaimer/);
    await shoot(page, 'dev-outbox', hashPath(buildPath('devOutbox')), /Geliştirici gelen kutusu|Developer outbox/);
  });

  test('signed-in screens', async ({ page, context }) => {
    const owner = await createVerifiedUser('owner', 'Ayşe Yılmaz');
    await shareSession(owner.api, context);
    await page.goto('/');
    await shoot(page, 'owner-dashboard', hashPath(buildPath('owner.dashboard')), /Merhaba Ayşe Yılmaz|Hello Ayşe Yılmaz/);
    await page.setViewportSize(VIEWPORTS.phone);
    await page.getByRole('button', { name: /Menüyü aç|Open menu/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.waitForTimeout(600);
    await page.screenshot({ path: `${OUT}/owner-drawer-en-phone.png` });
  });

  test('role selection', async ({ page, context }) => {
    const newcomer = await newApi();
    const email = uniqueEmail('roles');
    const { token } = (await (await newcomer.get('/api/accounts/form-token')).json()) as { token: string };
    await page.waitForTimeout(1600);
    await newcomer.post('/api/auth/sign-up/email', { data: { name: 'Deniz Aksoy', email, password: 'Patili-e2e-123', role: 'trainer', formToken: token } });
    const mail = await waitForOutbox(newcomer, email);
    await newcomer.get(`/api/auth/verify-email?token=${new URLSearchParams(new URL(mail.link!).hash.split('?')[1]).get('token')}`);
    await shareSession(newcomer, context);
    await page.goto('/');
    await shoot(page, 'role-selection', hashPath(buildPath('roleSelection')), /Rolünü seç|Choose your role/);
  });

  test('role selection and admin', async ({ page, context, browser }) => {
    const walker = await createVerifiedUser('pet_walker', 'Can Öztürk');
    await shareSession(walker.api, context);
    await page.goto('/');
    await shoot(page, 'walker-dashboard', hashPath(buildPath('petWalker.dashboard')), /Merhaba Can|Hello Can/);

    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await admin.goto(hashPath(buildPath('login')));
    await admin.getByRole('textbox', { name: 'E-posta', exact: true }).fill('admin@patili.app');
    await admin.getByRole('textbox', { name: 'Şifre', exact: true }).fill('Admin-e2e-123');
    await admin.waitForTimeout(1600);
    await admin.getByRole('button', { name: 'Giriş Yap', exact: true }).last().click();
    await expect(admin).toHaveURL(/#\/admin\/dashboard/);
    await shoot(admin, 'admin-dashboard', hashPath(buildPath('admin.dashboard')), /Toplam kullanıcı|Total users/);
    await adminContext.close();
  });
});
