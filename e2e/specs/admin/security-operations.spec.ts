import { randomInt } from 'node:crypto';

import { expect, type APIRequestContext, type Page } from '@playwright/test';

import { adminApi, buildPath, createVerifiedUser, hashPath, newApi } from '../../support/api.ts';
import { expectNoAxeViolations, waitForScreenAtRest } from '../../support/axe.ts';
import { addPet } from '../../support/bookings.ts';
import { watchForScripts, XSS_PAYLOADS } from '../../support/xss.ts';
import { test } from '../../support/fixtures.ts';
import { adminPage } from './admin-helpers.ts';

/** Addresses of TEST-NET-3 (RFC 5737), one per run, so this spec's alerts and blocks are its own on a shared server. */
const testNetAddress = () => `203.0.113.${randomInt(2, 254)}`;

/** A reason holds at most 500 characters: the corpus is split between the two blocks. */
const DIALOG_REASON = `Kaba kuvvet ve kayıt tarama\n${XSS_PAYLOADS.slice(0, 8).join('\n')}`;
const MANUAL_REASON = `Elle engellendi ${XSS_PAYLOADS[8]}\n${XSS_PAYLOADS[9]}`;

type AlertRow = { id: string; type: string; source: string; status: string; aiAnalysis: string | null; analysisSource: string | null };

/** An API context whose requests come from `address`, as the server reads it behind the proxy (TRUST_PROXY). */
const apiFrom = (address: string) => newApi({ 'x-forwarded-for': address });

/**
 * The attacker at `address`: wrong passwords on a victim's account until it locks, then, signed in
 * to an account of their own, reads of the victim's pet again and again (each refused).
 */
const attack = async (address: string) => {
  const victim = await createVerifiedUser('owner', 'Derya Hedef');
  const petId = await addPet(victim.api, { name: 'Pamuk', species: 'cat' });
  const attacker = await createVerifiedUser('owner', 'Mert Deneyen');
  const from = await apiFrom(address);
  for (let attempt = 0; attempt < 7; attempt += 1) {
    const refused = await from.post('/api/auth/sign-in/email', { data: { email: victim.email, password: `yanlis-sifre-${attempt}` } });
    expect(refused.status(), await refused.text()).toBeGreaterThanOrEqual(400);
  }
  expect((await from.post('/api/auth/sign-in/email', { data: { email: attacker.email, password: attacker.password } })).status()).toBe(200);
  for (let attempt = 0; attempt < 12; attempt += 1) {
    expect([403, 404]).toContain((await from.get(`/api/pets/${petId}`)).status());
  }
  return { from, victim, attacker };
};

/** The alerts whose source is `address`, once the detectors (which run after each answer) have raised both kinds. */
const alertsFrom = async (admin: APIRequestContext, address: string, types = ['login_failures', 'unauthorized_access']) => {
  let alerts: AlertRow[] = [];
  await expect
    .poll(
      async () => {
        const response = await admin.get(`/api/admin/security/alerts?q=${encodeURIComponent(address)}&pageSize=50`);
        alerts = ((await response.json()) as { items: AlertRow[] }).items.filter((alert) => alert.source === address);
        return types.every((type) => alerts.some((alert) => alert.type === type));
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return alerts;
};

const openSecurityPage = async (page: Page) => {
  await page.goto(hashPath(buildPath('admin.security')));
  await expect(page.getByRole('heading', { name: 'Güvenlik operasyonları', level: 1 })).toBeVisible();
};

test('[admin][security]: an attacker’s lock-out and 403 burst become alerts; the admin analyses one, blocks the address (refused from then on), sees it in the action log and removes the block', async ({
  browser,
}) => {
  const address = testNetAddress();
  let manualAddress = testNetAddress();
  while (manualAddress === address) manualAddress = testNetAddress();
  const { from } = await attack(address);
  const adminSession = await adminApi();
  const raised = await alertsFrom(adminSession, address);
  const refusals = raised.find((alert) => alert.type === 'unauthorized_access')!;

  // --- The admin finds both alerts through the UI (sidebar, search). --------------------------
  const admin = await adminPage(browser, adminSession);
  const page = admin.page;
  await page.setViewportSize({ width: 1280, height: 800 });
  const scripts = watchForScripts(page);
  await page.getByRole('link', { name: 'Güvenlik operasyonları' }).click();
  await expect(page.getByRole('heading', { name: 'Güvenlik operasyonları', level: 1 })).toBeVisible();
  await expect(page.getByTestId('security-tiles')).toBeVisible();
  await page.getByTestId('security-search').fill(address);
  const table = page.getByRole('table', { name: 'Güvenlik uyarıları' });
  await expect(table.getByRole('row').filter({ hasText: 'Yetkisiz erişim' })).toHaveCount(1);
  await expect(table.getByRole('row').filter({ hasText: 'Başarısız giriş denemeleri' }).first()).toBeVisible();
  await expect(table.getByTestId('security-alert-source').first()).toHaveText(address);
  // A new alert is set apart.
  await expect(table.locator('tr[data-highlighted]').first()).toBeVisible();
  await expectNoAxeViolations(page, 'security operations (tr, desktop)');

  // Filters narrow it on the server: nothing is resolved yet from this address.
  await page.getByRole('combobox', { name: 'Durum' }).click();
  await page.getByRole('option', { name: 'Çözüldü', exact: true }).click();
  await expect(page.getByTestId('security-alerts-table-empty')).toHaveText('Kayıt bulunamadı.');
  await page.getByRole('button', { name: 'Filtreleri temizle' }).click();
  await page.getByTestId('security-search').fill(address);

  // --- The dialog: every field, the analysis (built-in), status investigating. ---------------
  await table
    .getByRole('button', { name: `Yetkisiz erişim uyarısının ayrıntıları (${address})` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Yetkisiz erişim' });
  await expect(dialog.getByTestId('security-alert-dialog')).toBeVisible();
  await expect(dialog.getByTestId('security-alert-dialog-source')).toHaveText(address);
  await expect(dialog.getByTestId('security-alert-details')).toContainText('Reddedilen istek');
  await expect(dialog.getByText('Yeni', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'security alert dialog (tr)');
  await dialog.getByTestId('security-analyse').click();
  await expect(dialog.getByTestId('security-analysis')).toBeVisible();
  await expect(dialog.getByTestId('security-analysis-source')).toContainText('Kural tabanlı analiz');
  await expect(dialog.getByTestId('security-analysis')).toContainText('Hemen yapılacaklar');
  await expect(dialog.getByText('İnceleniyor', { exact: true })).toBeVisible();
  const analysed = (await (await adminSession.get(`/api/admin/security/alerts/${refusals.id}`)).json()) as AlertRow;
  expect(analysed).toMatchObject({ status: 'investigating', analysisSource: 'rules' });
  expect(analysed.aiAnalysis?.length).toBeGreaterThan(100);
  // Resolve stays available while investigating.
  await expect(dialog.getByRole('button', { name: 'Çözüldü' })).toBeEnabled();

  // --- Block the address from the dialog (the form is the confirmation). ---------------------
  await dialog.getByTestId('security-block-open').click();
  const blockForm = page.getByRole('dialog', { name: 'IP adresini engelle' });
  await expect(blockForm.getByRole('textbox', { name: 'Neden' })).toHaveValue(/^Yetkisiz erişim: /);
  await expectNoAxeViolations(page, 'block form (tr)');
  await blockForm.getByRole('textbox', { name: 'Neden' }).fill(DIALOG_REASON);
  await blockForm.getByRole('combobox', { name: 'Süre' }).click();
  await page.getByRole('option', { name: '1 saat', exact: true }).click();
  await blockForm.getByTestId('security-block-confirm').click();
  await expect(blockForm).toBeHidden();
  await expect(dialog.getByText(`${address} adresi engellendi.`)).toBeVisible();
  await expect(dialog.getByText('Engelli', { exact: true })).toBeVisible();
  await expect(dialog.getByTestId('security-block-open')).toHaveCount(0);

  // The attacker is refused from then on; the admin goes on working.
  const refused = await from.get('/api/pets');
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { code: string }).code).toBe('IP_BLOCKED');
  expect((await from.post('/api/auth/sign-in/email', { data: { email: 'x@e2e.patili.app', password: 'x' } })).status()).toBe(403);
  await dialog.getByRole('button', { name: 'Kapat' }).click();
  await expect(dialog).toBeHidden();
  const blocksTable = page.getByRole('table', { name: 'Engellenen IP adresleri' });
  const blockRow = blocksTable.getByRole('row').filter({ hasText: address });
  await expect(blockRow).toHaveCount(1);
  // The reason, every payload, as the text it is.
  await expect(blockRow.getByTestId('security-block-reason')).toContainText(XSS_PAYLOADS[1]);
  await expect(blockRow).toContainText('Yönetici');

  // --- Block one more address by hand (the rest of the corpus), then the admin's own is refused. --
  await page.getByTestId('security-block-add').click();
  const manual = page.getByRole('dialog', { name: 'IP adresini engelle' });
  await manual.getByRole('textbox', { name: 'IP adresi' }).fill('300.1.2.3');
  await manual.getByRole('textbox', { name: 'Neden' }).fill(MANUAL_REASON);
  await manual.getByTestId('security-block-confirm').click();
  await expect(manual.getByText('Geçerli bir IPv4 ya da IPv6 adresi girin.')).toBeVisible();
  await manual.getByRole('textbox', { name: 'IP adresi' }).fill(manualAddress);
  await manual.getByRole('combobox', { name: 'Süre' }).click();
  await page.getByRole('option', { name: 'Kaldırılana kadar', exact: true }).click();
  await manual.getByTestId('security-block-confirm').click();
  await expect(manual).toBeHidden();
  const manualRow = blocksTable.getByRole('row').filter({ hasText: manualAddress });
  await expect(manualRow).toContainText('Kaldırılana kadar');
  await expect(manualRow.getByTestId('security-block-reason')).toContainText(XSS_PAYLOADS[9]);
  await scripts.expectNoScriptRan();

  const blocks = (await (await adminSession.get('/api/admin/security/ip-blocks?pageSize=100')).json()) as {
    items: Array<{ ipAddress: string; reason: string; alertId: string | null; expiresAt: string | null }>;
    yourAddress: string | null;
  };
  const stored = blocks.items.find((block) => block.ipAddress === address);
  expect(stored).toMatchObject({ reason: DIALOG_REASON, alertId: refusals.id });
  expect(new Date(stored!.expiresAt!).getTime() - Date.now()).toBeLessThanOrEqual(60 * 60_000);
  expect(blocks.items.find((block) => block.ipAddress === manualAddress)).toMatchObject({ reason: MANUAL_REASON, expiresAt: null });

  // The admin's own address is refused, with the reason.
  if (blocks.yourAddress) {
    await page.getByTestId('security-block-add').click();
    await manual.getByRole('textbox', { name: 'IP adresi' }).fill(blocks.yourAddress);
    await expect(manual.getByText(/Kendi IP adresinizi engelleyemezsiniz/)).toBeVisible();
    await expect(manual.getByTestId('security-block-confirm')).toBeDisabled();
    await manual.getByRole('button', { name: 'Vazgeç' }).click();
    await expect(manual).toBeHidden();
  }

  // --- The action log lists the block. ------------------------------------------------------
  await page.goto(hashPath(buildPath('admin.audit')));
  await page.getByRole('textbox', { name: /Ara/ }).first().fill(address);
  await expect(page.getByRole('row').filter({ hasText: 'IP adresi engellendi' }).first()).toBeVisible();

  // --- Remove both blocks (confirmed): the platform is left as found. ------------------------
  await openSecurityPage(page);
  for (const ip of [address, manualAddress]) {
    await page.getByRole('button', { name: `${ip} adresinin engelini kaldır` }).click();
    const confirm = page.getByRole('dialog', { name: 'Engel kaldırılsın mı?' });
    await expect(confirm).toContainText(ip);
    await confirm.getByRole('button', { name: 'Engeli kaldır' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText(`${ip} adresinin engeli kaldırıldı.`)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Engellenen IP adresleri' }).getByRole('row').filter({ hasText: ip })).toHaveCount(0);
  }
  expect((await from.get('/api/pets')).status()).toBe(200);

  // --- The lock-out alert is resolved (confirmed); resolve is then disabled. -----------------
  await page.getByTestId('security-search').fill(address);
  await page
    .getByRole('table', { name: 'Güvenlik uyarıları' })
    .getByRole('button', { name: `Başarısız giriş denemeleri uyarısının ayrıntıları (${address})` })
    .first()
    .click();
  const lockout = page.getByRole('dialog', { name: 'Başarısız giriş denemeleri' });
  await lockout.getByRole('button', { name: 'Çözüldü' }).click();
  const confirmResolve = page.getByRole('dialog', { name: 'Uyarı çözüldü olarak kapatılsın mı?' });
  await confirmResolve.getByRole('button', { name: 'Çözüldü' }).click();
  await expect(confirmResolve).toBeHidden();
  await expect(lockout.getByText('Uyarının durumu “Çözüldü” olarak güncellendi.')).toBeVisible();
  await expect(lockout.getByTestId('security-status-actions').getByRole('button', { name: 'Çözüldü' })).toBeDisabled();
  await expect(lockout.getByTestId('security-analyse')).toBeDisabled();
  await lockout.getByRole('button', { name: 'Kapat' }).click();
  await expect(
    page.getByRole('table', { name: 'Güvenlik uyarıları' }).getByRole('row').filter({ hasText: 'Çözüldü' }),
  ).toHaveCount(1);

  await admin.close();
  await from.dispose();
  await adminSession.dispose();
});

test('[admin][security] @screens: the security operations page, an analysed alert and the block form in both languages, phone and desktop', async ({
  browser,
}) => {
  // Eight stops (two languages, two viewports, three screens each), each photographed and checked.
  test.setTimeout(150_000);
  const address = testNetAddress();
  const { from } = await attack(address);
  const adminSession = await adminApi();
  const [alert] = (await alertsFrom(adminSession, address)).filter((row) => row.type === 'unauthorized_access');
  expect((await adminSession.post(`/api/admin/security/alerts/${alert!.id}/analysis`, { data: {} })).status()).toBe(200);
  const admin = await adminPage(browser, adminSession);
  const page = admin.page;
  const shots = '/tmp/shots-secops';
  for (const lang of ['tr', 'en'] as const) {
    for (const [name, size] of [
      ['phone', { width: 390, height: 844 }],
      ['desktop', { width: 1280, height: 800 }],
    ] as const) {
      await page.setViewportSize(size);
      await page.evaluate((l) => window.localStorage.setItem('patili.locale', l), lang);
      await page.goto(hashPath(`${buildPath('admin.security')}?q=${encodeURIComponent(address)}`));
      await page.reload();
      await expect(page.getByTestId('security-alert-source').first()).toBeVisible();
      await waitForScreenAtRest(page);
      await page.screenshot({ path: `${shots}/page-${lang}-${name}.png`, fullPage: true });
      await page.goto(hashPath(`${buildPath('admin.security')}?q=${encodeURIComponent(address)}&alert=${alert!.id}`));
      await expect(page.getByTestId('security-analysis')).toBeVisible();
      await waitForScreenAtRest(page);
      await page.screenshot({ path: `${shots}/dialog-${lang}-${name}.png` });
      await expectNoAxeViolations(page, `alert dialog (${lang}, ${name})`);
      await page.getByTestId('security-block-open').click();
      await expect(page.getByTestId('security-block-form')).toBeVisible();
      await waitForScreenAtRest(page);
      await page.screenshot({ path: `${shots}/block-${lang}-${name}.png` });
      await expectNoAxeViolations(page, `block form (${lang}, ${name})`);
    }
  }
  await admin.close();
  await from.dispose();
  await adminSession.dispose();
});
