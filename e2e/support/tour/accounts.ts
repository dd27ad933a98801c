import { expect } from '@playwright/test';

import {
  buildPath,
  createVerifiedUser,
  hashPath,
  newApi,
  shareSession,
  signInApi,
} from '../api.ts';
import { pageAs } from '../bookings.ts';
import type { Scene } from './tour.ts';

/** Accounts beyond an owner's settings: the role selection, a provider's profile, a frozen one. */
export const ACCOUNTS_SCENES: readonly Scene[] = [
  {
    title: 'role selection',
    timeout: 90_000,
    run: async ({ page, context }, { visit }) => {
      const newcomer = await createVerifiedUser('none', 'Deniz Aksoy');
      await shareSession(newcomer.api, context);
      await page.goto('/');
      // A newcomer who picked a role on the welcome screen before signing up finds it chosen
      // here (the browser keeps it): a card selected, as a sign-up with a role leaves the screen.
      await page.evaluate(() => window.localStorage.setItem('patili.roleChoice', 'trainer'));
      await visit(
        page,
        'role-selection',
        hashPath(buildPath('roleSelection')),
        /Rolünü seç|Choose your role/,
      );
    },
  },
  {
    title: 'accounts: a provider’s profile and a frozen account',
    timeout: 240_000,
    run: async ({ page, context, browser }, { visit }) => {
      const sitter = await createVerifiedUser('sitter', 'Mehmet Demir');
      await shareSession(sitter.api, context);
      await page.goto('/');
      await visit(
        page,
        'account-profile-sitter',
        hashPath(buildPath('profile')),
        /Hizmet profilimi düzenle|Edit my service profile/,
      );

      const frozen = await createVerifiedUser('trainer', 'Kemal Yıldız');
      const deactivated = await frozen.api.post('/api/accounts/me/deactivate', { data: {} });
      expect(deactivated.status(), await deactivated.text()).toBe(200);
      // Signing in again is what brings a frozen account to the reactivation screen.
      const again = await newApi();
      await signInApi(again, frozen.email, frozen.password);
      const frozenSide = await pageAs(browser, again);
      await frozenSide.page.goto('/');
      await visit(
        frozenSide.page,
        'account-reactivate',
        hashPath(buildPath('accountReactivate')),
        /Hesabınız dondurulmuş|Your account is deactivated/,
      );
      await frozenSide.close();
    },
  },
];
