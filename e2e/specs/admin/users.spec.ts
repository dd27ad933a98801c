import { foldForSearch } from '@patili/domain/shared';
import { expect } from '@playwright/test';

import { adminApi, buildPath, createVerifiedUser, hashPath, shareSession, uniqueName } from '../../support/api.ts';
import { expectNoAxeViolations, waitForScreenAtRest } from '../../support/axe.ts';
import { act, addPet, book, istanbulDate, pageAs, referralCodeOf } from '../../support/bookings.ts';
import { logIn } from '../../support/forms.ts';
import { pick } from '../../support/select.ts';
import { E2E_ADMIN as ADMIN } from '../../support/server.ts';
import { watchForScripts, XSS_PAYLOADS } from '../../support/xss.ts';
import { createProvider, PLACES, sitterFields } from '../discovery/discovery-helpers.ts';
import { test } from '../../support/fixtures.ts';
import { actionLog } from './admin-helpers.ts';

/** A name as someone might type it in a search: capitals, no Turkish letters (`ECE ISILDAK ÇBKR` → `ECE ISILDAK CBKR`). */
const typedWithoutTurkishLetters = (name: string) => foldForSearch(name).toUpperCase();

test('[admin][users][bookings][referrals]: the admin changes a role, switches an account off and on, bans a signed-in provider; the protected admin is refused; bookings filter with the price breakdown; a referral dialog', async ({
  page,
  browser,
  clock,
}) => {
  const admin = await adminApi();

  // Names of their own: the users list is the server's, shared with every spec file its worker runs.
  const inviter = await createVerifiedUser('owner', uniqueName('Hakan Davetçi'));
  const code = await referralCodeOf(inviter.api);
  const owner = await createVerifiedUser('owner', uniqueName('Ece Işıldak'), { usedReferralCode: code });
  const sitter = await createProvider('sitter', uniqueName('Kerem Yasakoğlu'), {
    location: PLACES.cankaya,
    fields: sitterFields({ prices: { cat_care: 200 } }),
  });
  const petId = await addPet(owner.api, { name: 'Minnoş', species: 'cat' });
  const confirmedId = await book(owner.api, { kind: 'sitter', providerId: sitter.id, petId, service: 'cat_care', startDate: istanbulDate(3), endDate: istanbulDate(4) });
  await act(sitter.api, confirmedId, 'accept');
  const pendingId = await book(owner.api, { kind: 'sitter', providerId: sitter.id, petId, service: 'cat_care', startDate: istanbulDate(10), endDate: istanbulDate(10) });

  // The provider is signed in in a browser of their own.
  const sitterSide = await pageAs(browser, sitter.api, { clock });
  await sitterSide.page.goto(hashPath(buildPath('sitter.dashboard')));
  await expect(sitterSide.page.getByRole('heading', { level: 1 }).first()).toBeVisible();

  // The admin signs in through the login form here (the other specs share an API session): this
  // keeps the back office's way in through the form covered.
  await logIn(page, ADMIN.email, ADMIN.password, { clock });
  await expect(page).toHaveURL(/#\/admin\/dashboard/);
  await page.goto(hashPath(buildPath('admin.users')));
  await expect(page.getByRole('heading', { name: 'Kullanıcı yönetimi' })).toBeVisible();

  // Search, Turkish- and case-insensitive; change the role after the confirmation.
  await page.getByTestId('user-search').fill(typedWithoutTurkishLetters(owner.name));
  const ownerRow = page.getByRole('row').filter({ hasText: owner.email });
  await expect(ownerRow).toHaveCount(1);
  await expect(page.getByRole('row')).toHaveCount(2);
  await pick(page, `${owner.name} için rol`, 'Eğitmen');
  const roleDialog = page.getByRole('dialog', { name: 'Rol değiştirilsin mi?' });
  await expect(roleDialog).toContainText('Evcil Hayvan Sahibi yerine Eğitmen');
  await roleDialog.getByRole('button', { name: 'Rolü değiştir' }).click();
  await expect(page.getByText('Rol değiştirildi.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: `${owner.name} için rol`, exact: true })).toHaveValue('Eğitmen');
  const session = (await (await owner.api.get('/api/accounts/session')).json()) as { user: { role: string } };
  expect(session.user.role).toBe('trainer');

  // Deactivate (signed out at once), then activate again.
  await ownerRow.getByRole('button', { name: 'Devre dışı bırak' }).click();
  await page.getByRole('dialog', { name: 'Hesap devre dışı bırakılsın mı?' }).getByRole('button', { name: 'Devre dışı bırak' }).click();
  await expect(ownerRow.getByTestId('account-status')).toHaveText('Devre dışı');
  expect(((await (await owner.api.get('/api/accounts/session')).json()) as { user: unknown }).user).toBeNull();
  await ownerRow.getByRole('button', { name: 'Etkinleştir' }).click();
  await page.getByRole('dialog', { name: 'Hesap etkinleştirilsin mi?' }).getByRole('button', { name: 'Etkinleştir' }).click();
  await expect(ownerRow.getByTestId('account-status')).toHaveText('Etkin');

  // Ban the signed-in provider with a reason (required; stored and shown as typed).
  const scripts = watchForScripts(page);
  const reason = `Sahte ilan ${XSS_PAYLOADS[0]} ${XSS_PAYLOADS[1]}`;
  await page.getByTestId('user-search').fill(foldForSearch(sitter.name));
  const sitterRow = page.getByRole('row').filter({ hasText: sitter.email });
  await expect(sitterRow).toHaveCount(1);
  await sitterRow.getByRole('button', { name: 'Yasakla' }).click();
  const banDialog = page.getByRole('dialog', { name: 'Kullanıcı yasaklansın mı?' });
  await banDialog.getByRole('button', { name: 'Yasakla' }).click();
  await expect(banDialog.getByText('Yasaklama nedeni zorunludur.')).toBeVisible();
  await banDialog.getByLabel('Yasaklama nedeni').fill(reason);
  await banDialog.getByRole('button', { name: 'Yasakla' }).click();
  await expect(page.getByText('Kullanıcı yasaklandı.')).toBeVisible();
  await expect(sitterRow.getByTestId('account-status')).toHaveText('Yasaklı');
  await expect(sitterRow).toContainText(XSS_PAYLOADS[0]);
  await scripts.expectNoScriptRan();

  // The provider's browser is signed out at its next request, and sign-in says why.
  await sitterSide.page.reload();
  await expect(sitterSide.page).toHaveURL(/#\/(welcome|login)/);
  await logIn(sitterSide.page, sitter.email, sitter.password, { clock });
  await expect(sitterSide.page.getByText('Hesabınız yönetici tarafından engellendi.')).toBeVisible();
  await sitterSide.close();

  // The protected admin's role select refuses with the message, and nothing changes.
  await page.getByTestId('user-search').fill(ADMIN.email);
  const adminRow = page.getByRole('row').filter({ hasText: ADMIN.email });
  await expect(adminRow).toHaveCount(1);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(adminRow).toContainText('Varsayılan admin');
  const adminName = (await adminRow.getByRole('cell').first().innerText()).split('\n')[0]!.trim();
  await pick(page, `${adminName} için rol`, 'Bakıcı');
  await expect(page.getByText('Bu kullanıcının rolü değiştirilemez.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: `${adminName} için rol`, exact: true })).toHaveValue('Yönetici');

  // Every change is in the action log.
  expect((await actionLog(admin, owner.email)).map((row) => row.actionType)).toEqual(['user_status_changed', 'user_status_changed', 'user_role_changed']);
  const banned = await actionLog(admin, sitter.email);
  expect(banned.map((row) => row.actionType)).toEqual(['user_banned']);
  expect(banned[0]!.description).toContain(XSS_PAYLOADS[0]);

  await page.getByTestId('user-search').fill('');
  await expect(page.getByTestId('users-table')).toBeVisible();
  await expectNoAxeViolations(page, 'admin users tr');

  // Bookings: filter by status; the details modal shows the breakdown.
  await page.goto(hashPath(buildPath('admin.bookings')));
  await expect(page.getByRole('heading', { name: 'Rezervasyon yönetimi' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Ara' }).fill(sitter.name);
  await expect(page.getByRole('row').filter({ hasText: pendingId.slice(0, 13) })).toHaveCount(1);
  await pick(page, 'Durum', 'Onaylandı');
  await expect(page.getByRole('row').filter({ hasText: pendingId.slice(0, 13) })).toHaveCount(0);
  const confirmedRow = page.getByRole('row').filter({ hasText: confirmedId.slice(0, 13) });
  await expect(confirmedRow).toContainText('Onaylandı');
  await expect(confirmedRow).toContainText('₺440');
  await expectNoAxeViolations(page, 'admin bookings tr');
  await confirmedRow.getByRole('button', { name: `${confirmedId.slice(0, 13)} numaralı rezervasyonun detayları` }).click();
  const detail = page.getByRole('dialog', { name: `Rezervasyon ${confirmedId.slice(0, 13)}` });
  const breakdown = detail.getByTestId('admin-price-breakdown');
  await expect(breakdown).toContainText('₺200 × 2 gün');
  await expect(breakdown).toContainText('Hizmet bedeli₺400');
  await expect(breakdown).toContainText('Sahip komisyonu (%10)');
  await expect(breakdown).toContainText('+₺40');
  await expect(breakdown).toContainText('₺440');
  await expect(breakdown).toContainText('Hizmet veren komisyonu (%8)');
  await expect(breakdown).toContainText('Hizmet verene net ödeme₺368');
  await expect(detail).toContainText('Durum geçmişi');
  await expect(detail).toContainText('Yanıtlandı');
  await expectNoAxeViolations(page, 'admin booking detail tr');
  await page.keyboard.press('Escape');
  await expect(detail).toHaveCount(0);

  // Referrals: the invitee's record and its dialog.
  await page.goto(hashPath(buildPath('admin.referrals')));
  await expect(page.getByRole('heading', { name: 'Davetler' })).toBeVisible();
  await expect(page.getByTestId('referral-invitedUsers')).not.toHaveText('0');
  await page.getByRole('textbox', { name: 'Ara' }).fill(inviter.name);
  const referralRow = page.getByRole('row').filter({ hasText: owner.email });
  await expect(referralRow).toContainText(code);
  await expect(referralRow).toContainText('Verilmedi');
  await expectNoAxeViolations(page, 'admin referrals tr');
  await referralRow.getByRole('button', { name: `${owner.name} davetinin detayları` }).click();
  const referral = page.getByRole('dialog', { name: 'Davet detayı' });
  await expect(referral).toContainText(inviter.name);
  await expect(referral).toContainText(code);
  await expect(referral).toContainText('Bu davet henüz bonus kazandırmadı.');
  await expect(referral.getByTestId('days-left').first()).toHaveText('Kalan komisyonsuz gün: 0');
  await expectNoAxeViolations(page, 'admin referral dialog tr');
});

test('@screens [admin][users]: the users, bookings and referrals screens in both languages, phone and desktop', async ({ browser }) => {
  const admin = await adminApi();
  const inviter = await createVerifiedUser('owner', 'Nazlı Çağlar');
  const owner = await createVerifiedUser('owner', 'Oğuz Ünlü', { usedReferralCode: await referralCodeOf(inviter.api) });
  const sitter = await createProvider('sitter', 'Şebnem Güler', { location: PLACES.cankaya, fields: sitterFields({ prices: { cat_care: 180 } }) });
  const petId = await addPet(owner.api, { name: 'Tarçın', species: 'cat' });
  const bookingId = await book(owner.api, { kind: 'sitter', providerId: sitter.id, petId, service: 'cat_care', startDate: istanbulDate(5), endDate: istanbulDate(7) });
  await act(sitter.api, bookingId, 'accept');
  const dir = '/tmp/shots-users';
  for (const locale of ['tr', 'en'] as const) {
    for (const [name, viewport] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 800 }]] as const) {
      const context = await browser.newContext({ viewport, locale: locale === 'tr' ? 'tr-TR' : 'en-GB' });
      const page = await context.newPage();
      await page.addInitScript((value) => window.localStorage.setItem('patili.locale', value), locale);
      await shareSession(admin, context);
      for (const route of ['admin.users', 'admin.bookings', 'admin.referrals'] as const) {
        await page.goto(hashPath(buildPath(route)));
        await expect(page.getByRole('table')).toBeVisible();
        await page.screenshot({ path: `${dir}/${route}-${locale}-${name}.png`, fullPage: true });
      }
      await page.getByRole('button', { name: /davetinin detayları|referral/ }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await waitForScreenAtRest(page);
      await page.screenshot({ path: `${dir}/referral-dialog-${locale}-${name}.png` });
      await page.goto(hashPath(buildPath('admin.bookings')));
      await page.getByRole('button', { name: /rezervasyonun detayları|Details of booking/ }).first().click();
      await expect(page.getByTestId('admin-price-breakdown')).toBeVisible();
      await waitForScreenAtRest(page);
      await page.screenshot({ path: `${dir}/booking-dialog-${locale}-${name}.png` });
      await page.keyboard.press('Escape');
      await page.goto(hashPath(buildPath('admin.users')));
      await page.getByRole('button', { name: /^(Yasakla|Ban)$/ }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await waitForScreenAtRest(page);
      await page.screenshot({ path: `${dir}/ban-dialog-${locale}-${name}.png` });
      await context.close();
    }
  }
});
