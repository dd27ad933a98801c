import { SAVED_FORM_REDIRECT_MS } from '@patili/domain/shared';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

import { buildPath, hashPath } from '../../support/api.ts';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { pageAs } from '../../support/bookings.ts';
import { watchForMessage } from '../../support/forms.ts';
import { uploadPetPhoto } from '../../support/pet-photo.ts';
import { createTour } from '../../support/tour/tour.ts';
import { watchForScripts, XSS_PAYLOADS, XSS_TEXT } from '../../support/xss.ts';
import { createOwnerAt } from '../discovery/discovery-helpers.ts';
import { test } from '../../support/fixtures.ts';

type Listing = { id: string; ownerId: string; listingTitle: string };

/** A pet with a photo, saved through the API as its owner would. */
const petWithPhoto = async (api: APIRequestContext, pet: { name: string; species: string; breed?: string }) => {
  const photoFileId = await uploadPetPhoto(api);
  const saved = await api.post('/api/pets', { data: { age: 3, gender: 'male', ...pet, photoFileId } });
  expect(saved.status(), await saved.text()).toBe(201);
  return ((await saved.json()) as { pet: { id: string } }).pet.id;
};

const listingVia = async (api: APIRequestContext, data: Record<string, unknown>): Promise<Listing> => {
  const saved = await api.post('/api/mating/listings', { data });
  expect(saved.status(), await saved.text()).toBe(201);
  return ((await saved.json()) as { listing: Listing }).listing;
};

/** Picks an option of a Mantine select by its label, typing to search when it is searchable. */
const pick = async (page: Page, label: string, option: string, typed?: string) => {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  if (typed !== undefined) await box.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
};

const TITLE = 'Zeytin için sağlıklı bir eş arıyoruz';

test('[owner][mating]: an owner lists a pet; another finds it by species and city, reads it as text and messages the owner; a listing taken down leaves the list; deleting asks first', async ({
  browser,
  clock,
}) => {
  const ayse = await createOwnerAt('Ayşe Eşleştirme', null);
  await petWithPhoto(ayse.api, { name: 'Zeytin', species: 'dog', breed: 'Golden Retriever' });
  const mert = await createOwnerAt('Mert Arayan', null);

  // Ayşe creates the listing through the form, with the XSS corpus in every free-text field.
  const { page: ownerPage, close: closeOwner } = await pageAs(browser, ayse.api, { clock });
  const ownerScripts = watchForScripts(ownerPage);
  await ownerPage.goto(hashPath(buildPath('mating.new')));
  await expect(ownerPage.getByRole('heading', { name: 'Eşleştirme ilanı ver' })).toBeVisible();
  // An empty form says what the spec says and sends nothing.
  await ownerPage.getByRole('button', { name: 'İlanı yayınla' }).click();
  await expect(ownerPage.getByRole('alert').filter({ hasText: 'Evcil hayvan seçimi, başlık ve şehir zorunludur.' })).toBeVisible();
  await pick(ownerPage, 'Evcil hayvan', 'Zeytin (Köpek)');
  await ownerPage.getByRole('textbox', { name: 'İlan başlığı' }).fill(`${TITLE} ${XSS_PAYLOADS[1]}`);
  await pick(ownerPage, 'İl', 'İzmir', 'izmir');
  await pick(ownerPage, 'İlçe', 'Bornova', 'Bornova');
  const fields = ['Sağlık bilgileri', 'Soy ağacı (pedigri) bilgileri', 'Mizaç', 'Eşleştirme koşulları', 'Aranan eş özellikleri'];
  for (const [index, field] of fields.entries()) {
    await ownerPage.getByRole('textbox', { name: field }).fill(index === 0 ? XSS_TEXT : `${XSS_PAYLOADS[index + 1]} https://patili.app/zeytin`);
  }
  await expectNoAxeViolations(ownerPage, 'mating form (tr)');
  const published = watchForMessage(ownerPage, 'İlanın yayınlandı. İlanlara yönlendiriliyorsun...');
  await ownerPage.getByRole('button', { name: 'İlanı yayınla' }).click();
  await published.shown();
  // Back to the listings `SAVED_FORM_REDIRECT_MS` after the message: the clock moves past it.
  await clock.advance(SAVED_FORM_REDIRECT_MS);
  await expect(ownerPage).toHaveURL(/#\/pet-mating$/);
  await expect(ownerPage.getByRole('heading', { name: 'Eşleştirme İlanları' })).toBeVisible();
  await expect(ownerPage.getByTestId('mating-disclaimer')).toContainText('Sorumlu eşleştirme');
  await ownerScripts.expectNoScriptRan();

  // Mert filters by species and by a city typed without Turkish letters, and finds it.
  const { page: askerPage, close: closeAsker } = await pageAs(browser, mert.api);
  const askerScripts = watchForScripts(askerPage);
  await askerPage.goto(hashPath(buildPath('mating')));
  await pick(askerPage, 'Tür', 'Köpek');
  await pick(askerPage, 'Şehir', 'İzmir', 'izmir');
  await expect(askerPage).toHaveURL(/species=dog/);
  await expect(askerPage).toHaveURL(/city=35/);
  const card = askerPage.getByTestId('mating-card').filter({ hasText: TITLE });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(XSS_PAYLOADS[1]);
  await expect(card).toContainText('İzmir / Bornova');
  await expectNoAxeViolations(askerPage, 'mating list (tr, filtered)');
  // Another species in the same city does not show it.
  await pick(askerPage, 'Tür', 'Kedi');
  await expect(askerPage.getByTestId('mating-card').filter({ hasText: TITLE })).toHaveCount(0);
  await expect(askerPage.getByText('Sonuç bulunamadı')).toBeVisible();
  await pick(askerPage, 'Tür', 'Köpek');

  await askerPage.getByTestId('mating-card').filter({ hasText: TITLE }).click();
  await expect(askerPage.getByRole('heading', { level: 1 })).toContainText(TITLE);
  await expect(askerPage.getByRole('heading', { level: 1 })).toContainText(XSS_PAYLOADS[1]);
  await expect(askerPage.getByText('Golden Retriever')).toBeVisible();
  for (const payload of XSS_PAYLOADS) {
    await expect(askerPage.getByTestId('mating-healthInfo')).toContainText(payload);
  }
  await expect(askerPage.getByTestId('mating-temperament')).toContainText(XSS_PAYLOADS[3]);
  await expect(
    askerPage.getByTestId('mating-temperament').getByRole('link', { name: 'https://patili.app/zeytin' }),
  ).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  // The pet's photo is shown to him although pet photos are otherwise the owner's.
  const photo = askerPage.getByRole('img', { name: 'Zeytin fotoğrafı' });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(askerPage.getByRole('link', { name: 'İlanı düzenle' })).toHaveCount(0);
  await expectNoAxeViolations(askerPage, 'mating detail (tr, other owner)');
  await askerScripts.expectNoScriptRan();

  // He messages the owner in a conversation of his own about the listing.
  await askerPage.getByRole('link', { name: 'İlan sahibine mesaj gönder' }).click();
  await expect(askerPage).toHaveURL(/#\/chat\/mating_[0-9a-f-]+_owner_[0-9a-f-]+$/);
  await expect(askerPage.getByRole('heading', { name: 'Ayşe Eşleştirme' })).toBeVisible();
  const composer = askerPage.getByRole('textbox', { name: 'Mesajınız' });
  await composer.fill('Merhaba, Zeytin hâlâ eş arıyor mu?');
  await composer.press('Enter');
  await expect(askerPage.getByRole('log', { name: 'Mesaj geçmişi' }).getByText('Merhaba, Zeytin hâlâ eş arıyor mu?')).toBeVisible();

  // Ayşe takes the listing down from her listings; it leaves the list for Mert.
  await ownerPage.goto(hashPath(buildPath('mating.mine')));
  const row = ownerPage.getByTestId('my-mating-listing').filter({ hasText: TITLE });
  await expect(row).toContainText('Aktif');
  await expectNoAxeViolations(ownerPage, 'my mating listings (tr)');
  await row.getByRole('switch').click({ force: true });
  await expect(row).toContainText('Pasif');
  await askerPage.goto(hashPath(buildPath('mating', undefined, { species: 'dog', city: '35' })));
  await askerPage.reload();
  await expect(askerPage.getByText('Sonuç bulunamadı')).toBeVisible();
  await expect(askerPage.getByTestId('mating-card').filter({ hasText: TITLE })).toHaveCount(0);

  // Deleting asks first; cancelling keeps it, confirming removes it.
  await row.getByRole('button', { name: 'Sil' }).click();
  const dialog = ownerPage.getByRole('dialog', { name: 'İlan silinsin mi?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Sil' }).click();
  await ownerPage.getByRole('dialog', { name: 'İlan silinsin mi?' }).getByRole('button', { name: 'Evet, sil' }).click();
  await expect(ownerPage.getByTestId('my-mating-empty')).toBeVisible();
  await ownerScripts.expectNoScriptRan();

  await closeOwner();
  await closeAsker();
});

test('[owner][mating]: an owner without pets is asked to add one and cannot send the form', async ({ browser }) => {
  const owner = await createOwnerAt('Deniz Hayvansız', null);
  const { page, close } = await pageAs(browser, owner.api);
  await page.goto(hashPath(buildPath('mating.new')));
  await expect(page.getByTestId('mating-no-pets')).toContainText('Önce bir evcil hayvan ekle');
  await expect(page.getByRole('button', { name: 'İlanı yayınla' })).toBeDisabled();
  await page.getByRole('link', { name: 'Evcil hayvan ekle' }).click();
  await expect(page).toHaveURL(/#\/owner\/pets\/new$/);
  await close();
});

test('[owner][mating]: screens in both languages on a phone and a desktop @screens', async ({ browser }) => {
  test.setTimeout(240_000);
  const owner = await createOwnerAt('Selin Acar', null);
  const petId = await petWithPhoto(owner.api, { name: 'Bal', species: 'dog', breed: 'Labrador Retriever' });
  const listing = await listingVia(owner.api, {
    petId,
    listingTitle: 'Labrador kızımız Bal’a uygun eş arıyoruz',
    healthInfo: 'Kalça ve dirsek taramaları temiz, aşıları tam.',
    pedigreeInfo: 'KIF kayıtlı.',
    temperament: 'Oyuncu, çocuklarla çok iyi anlaşır.',
    matingTerms: 'Satış amaçlı üretime kapalıyız.',
    desiredPartnerTraits: 'Sağlık taramaları yapılmış, sakin bir erkek Labrador.',
    city: '06',
    district: 'Çankaya',
  });
  await listingVia(owner.api, { petId, listingTitle: 'Bal için ilkbahar eşleştirmesi', city: '06', isActive: false });
  const { page, close } = await pageAs(browser, owner.api);
  const tour = createTour({ screenshotsTo: '/tmp/shots-mating' });
  await page.goto(hashPath(buildPath('mating')));
  await tour.visit(page, 'mating-list', hashPath(buildPath('mating')), /Eşleştirme İlanları|Mating Listings/);
  await tour.visit(page, 'mating-detail', hashPath(buildPath('mating.detail', { listingId: listing.id })), /Labrador kızımız/);
  await tour.visit(page, 'mating-new', hashPath(buildPath('mating.new')), /Eşleştirme ilanı ver|Create a mating listing/);
  await tour.visit(page, 'mating-edit', hashPath(buildPath('mating.edit', { listingId: listing.id })), /İlanı düzenle|Edit listing/);
  await tour.visit(page, 'mating-mine', hashPath(buildPath('mating.mine')), /Eşleştirme İlanlarım|My Mating Listings/);
  await close();
});
