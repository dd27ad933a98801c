import { readFileSync } from 'node:fs';

import { expect } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';

import { adminApi, buildPath, createVerifiedUser, hashPath, shareSession } from '../../support/api.ts';
import { test } from '../../support/fixtures.ts';

test('[owner][privacy]: from account settings to the privacy centre: a consent switched and logged, a copy of her data asked for, announced and downloaded as a ZIP only she can read', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const owner = await createVerifiedUser('owner', 'Deniz Verili');
  const other = await createVerifiedUser('owner', 'Kerem Başka');
  await shareSession(owner.api, context);

  // Account settings leads to the privacy centre.
  await page.goto(hashPath(buildPath('accountSettings')));
  await page.getByRole('link', { name: 'Gizlilik ve verilerim sayfasına git' }).click();
  await expect(page.getByRole('heading', { name: 'Gizlilik ve verilerim', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Gizlilik Politikası ve KVKK Aydınlatma Metni' })).toBeVisible();

  // Announcement e-mails: not given, then given, with today's date, and still given after a reload.
  const announcements = page.getByRole('switch', { name: 'Duyuru ve kampanya e-postaları' });
  await expect(announcements).not.toBeChecked();
  await announcements.click();
  await expect(announcements).toBeChecked();
  await expect(page.getByText(/^Verildi: /).first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Duyuru ve kampanya e-postaları' })).toBeChecked();

  // A copy of her data: asked for, prepared in the background, announced, downloaded.
  await page.getByRole('button', { name: 'Verilerimin kopyasını iste' }).click();
  await expect(page.getByText('İsteğiniz alındı. Veri dökümünüz hazır olduğunda size haber vereceğiz.')).toBeVisible();
  const link = page.getByRole('link', { name: /^İndir: / });
  await expect(link).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(/tarihine kadar indirilebilir$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Verilerimin kopyasını iste' })).toBeEnabled();
  const notices = (await (await owner.api.get('/api/notifications')).json()) as { items: { type: string; title: string }[] };
  expect(notices.items.find((item) => item.type === 'privacy_export_ready')?.title).toBe('Veri dökümünüz hazır');

  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^patili-verilerim-\d{4}-\d{2}-\d{2}\.zip$/);
  const entries = unzipSync(readFileSync(await download.path()));
  expect(Object.keys(entries)).toEqual(expect.arrayContaining(['README.txt', 'index.json', 'account.json', 'consents.json']));
  expect(strFromU8(entries['account.json']!)).toContain('Deniz Verili');
  const consents = JSON.parse(strFromU8(entries['consents.json']!)) as { kind: string; granted: boolean }[];
  expect(consents.find((consent) => consent.kind === 'announcement_emails')?.granted).toBe(true);

  // Nobody else reads it.
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/api\/privacy\/exports\/[0-9a-f-]+\/download$/);
  expect((await other.api.get(href!)).status()).toBe(404);

  // Account deletion is one link away: account settings, scrolled to its danger zone.
  await page.getByRole('link', { name: 'Hesabımı sil' }).click();
  await expect(page.getByRole('heading', { name: 'Hesap Ayarları' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hesabımı sil' })).toBeInViewport();

  // The admin's action log holds her decisions, with her as the actor.
  const admin = await adminApi();
  const log = (await (await admin.get('/api/admin/action-logs?q=Deniz%20Verili')).json()) as { items: { actionType: string }[] };
  expect(log.items.map((item) => item.actionType)).toEqual(expect.arrayContaining(['consent_changed', 'data_export_requested', 'data_export_downloaded']));
});
