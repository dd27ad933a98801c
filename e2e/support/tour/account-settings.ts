import { expect } from '@playwright/test';

import { buildPath, createVerifiedUser, hashPath, shareSession } from '../api.ts';
import { PET_PNG } from '../pet-photo.ts';
import type { Scene } from './tour.ts';

/** An owner's account: the profile, the settings, editing them, and deleting the account. */
export const ACCOUNT_SETTINGS_SCENES: readonly Scene[] = [
  {
    title: 'accounts: an owner’s profile and settings',
    timeout: 300_000,
    run: async ({ page, context }, { visit, here }) => {
      const owner = await createVerifiedUser('owner', 'Ayşe Yılmaz');
      const avatar = await owner.api.post('/api/files', {
        multipart: {
          file: { name: 'me.png', mimeType: 'image/png', buffer: PET_PNG },
          purpose: 'avatar',
        },
      });
      expect(avatar.status(), await avatar.text()).toBe(201);
      const avatarFileId = ((await avatar.json()) as { file: { id: string } }).file.id;
      const saved = await owner.api.put('/api/accounts/me/profile', {
        data: {
          name: 'Ayşe Yılmaz',
          contactPhone: '+905551112233',
          address: 'Caferağa Mah. Moda Cad. No: 12',
          location: { cityCode: '34', district: 'Kadıköy', mapPoint: null },
          avatarFileId,
        },
      });
      expect(saved.status(), await saved.text()).toBe(200);
      const pet = await owner.api.post('/api/pets', {
        data: { name: 'Pamuk', species: 'cat', age: 3 },
      });
      expect(pet.status(), await pet.text()).toBe(201);
      await shareSession(owner.api, context);
      await page.goto('/');
      await visit(page, 'account-profile', hashPath(buildPath('profile')), /1 evcil hayvan|1 pet/);
      await visit(page, 'account-settings', hashPath(buildPath('accountSettings')), /Caferağa/);
      await visit(
        page,
        'account-settings-edit',
        hashPath(buildPath('accountSettings')),
        /Caferağa/,
        {
          prepare: async (edit) => {
            await edit
              .getByTestId('profile-details')
              .getByRole('button', { name: /Düzenle|Edit/ })
              .click();
            await expect(
              edit
                .getByTestId('profile-details')
                .getByRole('textbox', { name: /Ad Soyad|Full name/ }),
            ).toBeVisible();
            await edit
              .getByTestId('password-form')
              .getByRole('button', { name: /Şifreyi güncelle|Update password/ })
              .click();
            // Its three fields are required (Mantine's password field sets no aria-invalid).
            await expect(
              edit
                .getByTestId('password-form')
                .getByText(/^(Bu alan zorunludur|This field is required)\.$/)
                .first(),
            ).toBeVisible();
            // Back to the top, so the sticky header is not drawn mid-page in the full-page shot.
            await edit.evaluate(() => window.scrollTo(0, 0));
            await expect.poll(() => edit.evaluate(() => window.scrollY)).toBe(0);
          },
        },
      );
      await page.getByRole('button', { name: /Hesabımı sil|Delete my account/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await here(page, 'account-delete-dialog-en-desktop');
    },
  },
  {
    title: 'privacy: the privacy centre with consents given and taken back, and a ready export',
    timeout: 300_000,
    run: async ({ page, context }, { visit }) => {
      const owner = await createVerifiedUser('owner', 'Ayşe Gizli');
      for (const [kind, granted] of [['announcement_emails', true], ['district_alerts', true], ['district_alerts', false], ['assistant_name', true]] as const) {
        const changed = await owner.api.put(`/api/privacy/consents/${kind}`, { data: { granted } });
        expect(changed.status(), await changed.text()).toBe(200);
      }
      const asked = await owner.api.post('/api/privacy/exports');
      expect(asked.status(), await asked.text()).toBe(202);
      await expect
        .poll(async () => ((await (await owner.api.get('/api/privacy/exports')).json()) as { exports: { status: string }[] }).exports[0]?.status, { timeout: 60_000 })
        .toBe('ready');
      await shareSession(owner.api, context);
      await page.goto('/');
      await visit(page, 'privacy-centre', hashPath(buildPath('privacyCentre')), /İndir|Download/);
    },
  },
];
