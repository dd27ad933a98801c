import { randomInt } from 'node:crypto';

import { formatMicrochip } from '@patili/domain/pets';
import { expect, type APIRequestContext } from '@playwright/test';

import { buildPath, createVerifiedUser, hashPath, shareSession } from '../../support/api.ts';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { istanbulDate, pageAs } from '../../support/bookings.ts';
import { choose } from '../../support/forms.ts';
import { test } from '../../support/fixtures.ts';
import { pawPhoto } from '../discovery/discovery-helpers.ts';

/** A Turkish chip number of this run's own (one shared database per worker). */
const newChip = () => `792${String(randomInt(0, 1e12)).padStart(12, '0')}`;

/** Posts a found report carrying a chip through the API, as a vet or shelter would. */
const postFoundReport = async (api: APIRequestContext, microchip: string) => {
  const photo = await api.post('/api/files', {
    multipart: { file: { name: 'bulunan.png', mimeType: 'image/png', buffer: pawPhoto(7) }, purpose: 'lostfound_photo' },
  });
  expect(photo.status(), await photo.text()).toBe(201);
  const photoId = ((await photo.json()) as { file: { id: string } }).file.id;
  const response = await api.post('/api/lostfound', {
    data: {
      reportType: 'found',
      animalType: 'dog',
      lastSeenLocation: 'Bostancı iskelesi',
      cityCode: '34',
      district: 'Kadıköy',
      lastSeenDate: istanbulDate(0),
      photoIds: [photoId],
      microchip,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
};

test('[owner][veterinarian][lostfound][microchip]: an owner registers her dog’s chip; a vet finds it registered and tells her; a found report with the chip opens a chat with the finder', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(180_000);
  const chip = newChip();
  const owner = await createVerifiedUser('owner', 'Ayşe Çipli');
  const vet = await createVerifiedUser('veterinarian', 'Dr. Can Okuyucu');
  const finder = await createVerifiedUser('sitter', 'Mert Bulan');

  // The owner adds her dog with the number as the vaccination card writes it.
  await shareSession(owner.api, context);
  await page.goto(hashPath(buildPath('owner.pets.new')));
  await page.getByRole('textbox', { name: 'İsim' }).fill('Karabaş');
  await choose(page.getByRole('radio', { name: 'Köpek' }));
  await page.getByRole('textbox', { name: /Yaş/ }).fill('4');
  await page.getByRole('textbox', { name: 'Mikroçip numarası' }).fill(formatMicrochip(chip));
  await page.getByRole('button', { name: 'Evcil hayvanı ekle' }).click();
  const card = page.getByRole('article', { name: 'Karabaş' });
  await expect(card.getByText(`Mikroçip: ${formatMicrochip(chip)}`)).toBeVisible();

  // A vet reads the chip: registered, never whose; the owner is told after a confirmation.
  const vetSide = await pageAs(browser, vet.api);
  await vetSide.page.goto(hashPath(buildPath('veterinarian.dashboard')));
  await vetSide.page.getByRole('link', { name: 'Mikroçip Sorgula' }).first().click();
  await expect(vetSide.page.getByRole('heading', { name: 'Mikroçip sorgula' })).toBeVisible();
  await vetSide.page.getByRole('textbox', { name: 'Mikroçip numarası' }).fill(chip);
  await vetSide.page.getByRole('button', { name: 'Sorgula' }).click();
  const result = vetSide.page.getByTestId('microchip-result');
  await expect(result).toContainText('Bu numara Patili’de kayıtlı bir evcil hayvana ait.');
  await expect(result).not.toContainText('Ayşe');
  await expect(result).not.toContainText('Karabaş');
  await expectNoAxeViolations(vetSide.page, 'the microchip lookup');
  await result.getByRole('button', { name: 'Sahibine haber ver' }).click();
  await vetSide.page.getByRole('dialog').getByRole('button', { name: 'Sahibine haber ver' }).click();
  await expect(result).toContainText('Sahibine haber verildi.');

  await page.goto(hashPath(buildPath('notifications')));
  await expect(page.getByTestId('notification-item').filter({ hasText: 'Karabaş bir veterinerde' })).toContainText('Dr. Can Okuyucu, Karabaş için mikroçip okuttu.');

  // A finder reports a dog found with that chip: the owner is told and a chat with the finder waits.
  await postFoundReport(finder.api, chip);
  await page.goto(hashPath(buildPath('notifications')));
  const found = page.getByTestId('notification-item').filter({ hasText: 'Karabaş (köpek) bulunmuş olabilir' });
  await expect(found).toContainText('Kadıköy ilçesinde (Bostancı iskelesi)');
  await found.click();
  await expect(page).toHaveURL(/#\/chat\/lostfound_/);
  await expect(page.getByText('Mert Bulan').first()).toBeVisible();
  await vetSide.close();
});
