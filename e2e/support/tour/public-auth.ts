import { buildPath, hashPath } from '../api.ts';
import type { Scene } from './tour.ts';

/** The first start and the screens of signing in and up, for someone signed out. */
export const PUBLIC_AUTH_SCENES: readonly Scene[] = [
  {
    title: 'public: the first start, signing in and up',
    timeout: 240_000,
    run: async ({ page }, { visit }) => {
      await page.goto('/');
      await visit(page, 'splash', hashPath(buildPath('splash')), /^(Geç|Skip)$/, {
        reloadEachViewport: true,
      });
      await visit(
        page,
        'welcome',
        hashPath(buildPath('welcome')),
        /Patili'ye hoş geldin|Welcome to Patili/,
      );
      await visit(
        page,
        'login',
        hashPath(buildPath('login', undefined, { verified: '1' })),
        /E-posta doğrulandı|E-mail verified/,
      );
      await visit(page, 'register', hashPath(buildPath('register')), /Referans kodu|Referral code/);
      await visit(
        page,
        'password-reset',
        hashPath(buildPath('passwordReset')),
        /Şifremi unuttum|Forgot password/,
      );
      await visit(
        page,
        'new-password',
        hashPath(buildPath('authResetPassword', undefined, { token: 'x' })),
        /Yeni şifre belirle|Set a new password/,
      );
      await visit(
        page,
        'verify-email',
        hashPath(buildPath('verifyEmail', undefined, { registered: '1' })),
        /Kayıt başarılı|Registration successful/,
      );
    },
  },
];
