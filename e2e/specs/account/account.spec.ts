import { expect, type Page } from '@playwright/test';

import { buildPath, createVerifiedUser, hashPath, newApi, shareSession } from '../../support/api.ts';
import { logIn } from '../../support/forms.ts';
import { PET_PNG } from '../../support/pet-photo.ts';
import { test } from '../../support/fixtures.ts';

const profileCard = (page: Page) => page.getByTestId('profile-details');

test('[owner][account]: edit the profile, cancel restores the saved values, save keeps them', async ({ page, context }) => {
  const owner = await createVerifiedUser('owner', 'Elif Demir');
  await shareSession(owner.api, context);
  await page.goto(hashPath(buildPath('accountSettings')));
  await expect(page.getByRole('heading', { name: 'Hesap Ayarları' })).toBeVisible();
  await expect(profileCard(page).getByText('Elif Demir')).toBeVisible();

  await profileCard(page).getByRole('button', { name: 'Düzenle' }).click();
  const name = profileCard(page).getByRole('textbox', { name: 'Ad Soyad' });
  await name.fill('Vazgeçilen Ad');
  await profileCard(page).getByRole('textbox', { name: 'İletişim telefonu' }).fill('+90 555 444 33 22');
  await profileCard(page).getByRole('button', { name: 'Vazgeç' }).click();
  await expect(profileCard(page).getByText('Elif Demir')).toBeVisible();
  await expect(profileCard(page).getByText('Vazgeçilen Ad')).toHaveCount(0);
  await profileCard(page).getByRole('button', { name: 'Düzenle' }).click();
  await expect(name).toHaveValue('Elif Demir');
  await expect(profileCard(page).getByRole('textbox', { name: 'İletişim telefonu' })).toHaveValue('');

  // The name is required, with the Turkish message.
  await name.fill('');
  await profileCard(page).getByRole('button', { name: 'Kaydet' }).click();
  await expect(profileCard(page).getByText('Bu alan zorunludur.')).toBeVisible();
  // The e-mail is read-only.
  await expect(profileCard(page).getByRole('textbox', { name: 'E-posta' })).toBeDisabled();

  await name.fill('Elif Demir Kaya');
  await profileCard(page).getByRole('textbox', { name: 'İletişim telefonu' }).fill('+90 555 444 33 22');
  await profileCard(page).getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Profil başarıyla güncellendi.')).toBeVisible();
  await expect(profileCard(page).getByText('Elif Demir Kaya')).toBeVisible();
  await expect(profileCard(page).getByText('+905554443322')).toBeVisible();
  await page.reload();
  await expect(profileCard(page).getByText('Elif Demir Kaya')).toBeVisible();

  // The profile page shows it, with an avatar uploaded from the page.
  await page.goto(hashPath(buildPath('profile')));
  await expect(page.getByRole('heading', { name: 'Elif Demir Kaya' })).toBeVisible();
  await expect(page.getByText('Evcil Hayvan Sahibi')).toBeVisible();
  await expect(page.getByText('0 evcil hayvan')).toBeVisible();
  await page.getByTestId('image-upload-avatar').locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PET_PNG });
  await expect(page.getByText('Profil başarıyla güncellendi.')).toBeVisible();
  await expect(page.getByTestId('image-upload-avatar').getByRole('img', { name: 'Önizleme' })).toHaveAttribute('src', /\/api\/files\/[0-9a-f-]+\/thumbnail/);
});

test('[sitter][account]: change the password, other sessions end, and log in with the new one', async ({ page, context, clock }) => {
  const sitter = await createVerifiedUser('sitter', 'Burak Şahin');
  const otherDevice = await newApi();
  await otherDevice.post('/api/auth/sign-in/email', { data: { email: sitter.email, password: sitter.password } });
  await shareSession(sitter.api, context);
  await page.goto(hashPath(buildPath('accountSettings')));
  const form = page.getByTestId('password-form');

  await form.getByRole('button', { name: 'Şifreyi güncelle' }).click();
  await expect(form.getByText('Bu alan zorunludur.')).toHaveCount(3);
  await form.getByRole('textbox', { name: 'Mevcut şifre' }).fill('yanlis-sifre');
  await form.getByRole('textbox', { name: 'Yeni şifre', exact: true }).fill('Yeni-sifre-2026');
  await form.getByRole('textbox', { name: 'Yeni şifre (tekrar)' }).fill('Baska-sifre-2026');
  await form.getByRole('button', { name: 'Şifreyi güncelle' }).click();
  await expect(form.getByText('Şifreler eşleşmiyor.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Yeni şifre (tekrar)' }).fill('Yeni-sifre-2026');
  await form.getByRole('button', { name: 'Şifreyi güncelle' }).click();
  await expect(form.getByText('Mevcut şifre yanlış.')).toBeVisible();

  await form.getByRole('textbox', { name: 'Mevcut şifre' }).fill(sitter.password);
  await form.getByRole('button', { name: 'Şifreyi güncelle' }).click();
  await expect(form.getByText('Şifreniz başarıyla güncellendi. Diğer cihazlardaki oturumlarınız kapatıldı.')).toBeVisible();
  expect(((await (await otherDevice.get('/api/accounts/session')).json()) as { user: unknown }).user).toBeNull();

  await page.getByTestId('settings-logout').click();
  await expect(page).toHaveURL(/#\/login/);
  await logIn(page, sitter.email, 'Yeni-sifre-2026', { clock });
  await expect(page.getByRole('heading', { name: /Merhaba Burak Şahin/ })).toBeVisible();
});

test('[owner][account]: deactivate, sign in again, confirm reactivation, back on the dashboard', async ({ page, context, clock }) => {
  const owner = await createVerifiedUser('owner', 'Selin Arslan');
  await shareSession(owner.api, context);
  await page.goto(hashPath(buildPath('accountSettings')));
  await page.getByRole('button', { name: 'Hesabı dondur' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hesabınızı dondurmak istiyor musunuz?' });
  await dialog.getByRole('button', { name: 'Evet, dondur' }).click();
  await expect(page).toHaveURL(/#\/welcome/);
  await expect(page.getByText('Hesabınız donduruldu.')).toBeVisible();

  await logIn(page, owner.email, owner.password, { clock });
  await expect(page).toHaveURL(/#\/account\/reactivate/);
  await expect(page.getByRole('heading', { name: 'Hesabınız dondurulmuş' })).toBeVisible();
  // Every signed-in page leads back here until the account is reactivated.
  await page.goto(hashPath(buildPath('profile')));
  await expect(page).toHaveURL(/#\/account\/reactivate/);

  await page.getByTestId('reactivate-confirm').click();
  await expect(page.getByRole('heading', { name: /Merhaba Selin Arslan/ })).toBeVisible();
  await expect(page).toHaveURL(/#\/owner\/dashboard/);
});

test('[trainer][account]: delete the account after typing the confirmation; it can never sign in again', async ({ page, context, clock }) => {
  const trainer = await createVerifiedUser('trainer', 'Kemal Yıldız');
  await shareSession(trainer.api, context);
  await page.goto(hashPath(buildPath('accountSettings')));
  await page.getByRole('button', { name: 'Hesabımı sil' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hesabınızı kalıcı olarak silmek istiyor musunuz?' });
  await dialog.getByTestId('delete-confirmation').fill('evet');
  await dialog.getByTestId('delete-password').fill(trainer.password);
  await dialog.getByRole('button', { name: 'Hesabı kalıcı olarak sil' }).click();
  await expect(dialog.getByText('Onaylamak için SİL yazın.')).toBeVisible();

  await dialog.getByTestId('delete-confirmation').fill('SİL');
  await dialog.getByTestId('delete-password').fill('yanlis-sifre');
  await dialog.getByRole('button', { name: 'Hesabı kalıcı olarak sil' }).click();
  await expect(dialog.getByText('Şifre yanlış.')).toBeVisible();

  await dialog.getByTestId('delete-password').fill(trainer.password);
  await dialog.getByRole('button', { name: 'Hesabı kalıcı olarak sil' }).click();
  await expect(page).toHaveURL(/#\/welcome/);
  await expect(page.getByText('Hesabınız silindi.')).toBeVisible();

  await logIn(page, trainer.email, trainer.password, { clock });
  await expect(page.getByText('Giriş başarısız. Lütfen bilgilerinizi kontrol edin veya daha sonra tekrar deneyin.')).toBeVisible();
  await expect(page).toHaveURL(/#\/login/);
});
