import { expect } from '@playwright/test';

import { adminApi, buildPath, hashPath, shareSession } from '../../support/api.ts';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { test } from '../../support/fixtures.ts';
import { adminPage } from '../admin/admin-helpers.ts';
// One shared database per worker: these sitters live in Eskişehir, where no other spec places
// anyone, so the verified-only list is this spec's own.
import { createOwnerAt, createProvider, sitterFields } from '../discovery/discovery-helpers.ts';

const ESKISEHIR = { cityCode: '26', district: 'Tepebaşı', mapPoint: null } as const;

/** A one-page PDF standing for a scanned identity card. */
const identityPdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );

test('[sitter][admin][owner][verification]: a sitter sends her identity, the admin approves it in the queue, and owners see her "Doğrulanmış" and keep to verified sitters', async ({
  page,
  context,
  browser,
}) => {
  // Three people on five screens.
  test.setTimeout(240_000);
  const [owner, sitter, other] = await Promise.all([
    createOwnerAt('Mert Doğrusever', ESKISEHIR),
    createProvider('sitter', 'Nehir Belgelibakıcı', { location: ESKISEHIR, fields: sitterFields({ prices: { dog_care: 300 } }) }),
    createProvider('sitter', 'Ozan Belgesizbakıcı', { location: ESKISEHIR, fields: sitterFields({ prices: { dog_care: 280 } }) }),
  ]);

  // The sitter sends her identity document from her profile page: the file goes to review.
  await shareSession(sitter.api, context);
  await page.goto(hashPath(buildPath('sitter.profileSetup')));
  const card = page.getByTestId('verification-card');
  await expect(card.getByTestId('verification-status')).toContainText('Belgeler eksik');
  await card
    .getByTestId('verification-document-identity')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'kimlik.pdf', mimeType: 'application/pdf', buffer: identityPdf() });
  await expect(card.getByTestId('verification-status')).toContainText('İncelemede');
  await expect(card.getByTestId('verification-document-identity').getByRole('link', { name: /kimlik\.pdf/ })).toBeVisible();
  await expectNoAxeViolations(page, 'the sitter’s verification card');

  // The admin finds her file in the queue, opens the document and approves it.
  const admin = await adminPage(browser, await adminApi());
  await admin.page.goto(hashPath(buildPath('admin.providerVerifications')));
  await expect(admin.page.getByRole('heading', { name: 'Sağlayıcı doğrulama' })).toBeVisible();
  const row = admin.page.getByRole('row').filter({ hasText: 'Nehir Belgelibakıcı' });
  await expect(row).toContainText('Kimlik belgesi');
  await expect(row).toContainText('kimlik.pdf');
  const download = row.getByRole('link', { name: 'İndir: Kimlik belgesi' });
  await expect(download).toHaveAttribute('href', /\/api\/files\//);
  await expectNoAxeViolations(admin.page, 'the verification queue');
  await row.getByRole('button', { name: 'Onayla' }).click();
  const dialog = admin.page.getByRole('dialog', { name: 'Doğrulama onaylansın mı?' });
  await expect(dialog).toContainText('Nehir Belgelibakıcı “Doğrulanmış” rozeti alacak');
  await dialog.getByRole('button', { name: 'Onayla' }).click();
  await expect(admin.page.getByText('Nehir Belgelibakıcı doğrulandı.')).toBeVisible();
  await expect(admin.page.getByRole('row').filter({ hasText: 'Nehir Belgelibakıcı' })).toHaveCount(0);
  await admin.page.getByRole('tab', { name: 'Onaylanan' }).click();
  await expect(admin.page.getByRole('row').filter({ hasText: 'Nehir Belgelibakıcı' })).toBeVisible();
  await admin.close();

  // An owner browsing sitters sees the badge on her card only, and keeps to verified sitters.
  const ownerContext = await browser.newContext();
  await shareSession(owner.api, ownerContext);
  const ownerPage = await ownerContext.newPage();
  await ownerPage.goto(hashPath(buildPath('owner.sitters.browse')));
  // Both names share "Belge": searched for, the two stand on the first page whatever sitters other
  // spec files left on this worker's server (reviewed ones come first by rating).
  await ownerPage.getByRole('searchbox', { name: 'Ara' }).fill('belge');
  await expect(ownerPage).toHaveURL(/q=belge/);
  const verifiedCard = ownerPage.getByTestId('provider-card').filter({ hasText: 'Nehir Belgelibakıcı' });
  const otherCard = ownerPage.getByTestId('provider-card').filter({ hasText: 'Ozan Belgesizbakıcı' });
  await expect(verifiedCard.getByTestId('verified-badge')).toContainText('Doğrulanmış');
  await expect(otherCard).toBeVisible();
  await expect(otherCard.getByTestId('verified-badge')).toHaveCount(0);
  // The switch follows the address: it is on once the address says so.
  await ownerPage.getByRole('switch', { name: 'Yalnızca doğrulanmış' }).click();
  await expect(ownerPage).toHaveURL(/verified=true/);
  await expect(ownerPage.getByRole('switch', { name: 'Yalnızca doğrulanmış' })).toBeChecked();
  await expect(otherCard).toHaveCount(0);
  await expect(verifiedCard).toBeVisible();
  await expectNoAxeViolations(ownerPage, 'browse, verified only');
  await verifiedCard.getByRole('link', { name: /Profili gör/ }).click();
  await expect(ownerPage.getByRole('heading', { name: 'Nehir Belgelibakıcı' })).toBeVisible();
  await expect(ownerPage.getByTestId('verified-badge')).toContainText('Doğrulanmış');
  await ownerContext.close();

  // The sitter reads the approval; replacing the document sends her back to review.
  await page.reload();
  await expect(card.getByTestId('verification-status')).toContainText('Doğrulanmış');
  await card
    .getByTestId('verification-document-identity')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'yeni-kimlik.pdf', mimeType: 'application/pdf', buffer: identityPdf() });
  await expect(card.getByTestId('verification-status')).toContainText('İncelemede');
  const profile = await owner.api.get(`/api/discovery/providers/${sitter.id}`);
  expect(((await profile.json()) as { verified: boolean }).verified).toBe(false);
  expect(other.id).not.toBe(sitter.id);
});
