import { mkdirSync } from 'node:fs';

import { ADOPTION_NOT_FOUND_REDIRECT_MS } from '@patili/domain/adoption';
import { SAVED_FORM_REDIRECT_MS } from '@patili/domain/shared';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

import { buildPath, createVerifiedUser, hashPath } from '../../support/api.ts';
import { expectNoAxeViolations, waitForScreenAtRest } from '../../support/axe.ts';
import { pageAs } from '../../support/bookings.ts';
import { choose, watchForMessage } from '../../support/forms.ts';
import { forEachShotPage } from '../../support/screenshot-pages.ts';
import { pick } from '../../support/select.ts';
import { watchForScripts, XSS_PAYLOADS, XSS_TEXT } from '../../support/xss.ts';
import { pawPhoto } from '../discovery/discovery-helpers.ts';
import { test } from '../../support/fixtures.ts';

/** Uploads an adoption photo through the API, as the form does; returns the file id. */
const uploadAdoptionPhoto = async (api: APIRequestContext, seed = 1): Promise<string> => {
  const response = await api.post('/api/files', {
    multipart: {
      file: { name: `ilan-${seed}.png`, mimeType: 'image/png', buffer: pawPhoto(seed) },
      purpose: 'adoption_photo',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { file: { id: string } }).file.id;
};

/** Posts a listing through the API; returns its id. */
const postListing = async (api: APIRequestContext, fields: Record<string, unknown>) => {
  const photoIds = [await uploadAdoptionPhoto(api, 2), await uploadAdoptionPhoto(api, 3)];
  const response = await api.post('/api/adoption/listings', {
    data: {
      animalType: 'cat',
      breed: 'Tekir',
      gender: 'female',
      age: 2,
      ageUnit: 'years',
      cityCode: '35',
      photoIds,
      ...fields,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { listing: { id: string } }).listing.id;
};

const cards = (page: Page) => page.getByTestId('adoption-card');

test('[owner][sitter][adoption]: an owner posts a listing with a photo; another user finds it by filters, opens it and messages the owner; the owner marks it adopted', async ({
  browser,
  clock,
}) => {
  const owner = await createVerifiedUser('owner', 'Selin Sahiplendiren');
  const seeker = await createVerifiedUser('sitter', 'Mert Arayan');
  const ownerSide = await pageAs(browser, owner.api, { clock });
  const page = ownerSide.page;

  // The empty list, then the form.
  await page.goto(hashPath(buildPath('adoption')));
  await expect(page.getByRole('heading', { name: 'Sahiplendirme İlanları' })).toBeVisible();
  await expect(page.getByText('Sahiplendirme ilanı bulunamadı.')).toBeVisible();
  await page.getByRole('link', { name: 'İlan ver' }).click();
  await expect(page).toHaveURL(/#\/adopt\/new$/);
  await expect(page.getByTestId('adoption-policy')).toContainText('ücret karşılığında');
  await expectNoAxeViolations(page, 'adoption form (tr)');

  // Nothing filled: the spec's message.
  await page.getByTestId('adoption-submit').click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Lütfen tüm zorunlu alanları doldurun.' }),
  ).toBeVisible();

  await choose(page.getByRole('radio', { name: 'Köpek' }));
  await page.getByRole('textbox', { name: 'Cins' }).fill('Kangal kırması');
  await page.getByText('Dişi', { exact: true }).click();
  await page.getByRole('textbox', { name: 'Yaş' }).fill('0');
  await choose(page.getByRole('checkbox', { name: 'Aşıları yapıldı' }));
  await page
    .getByRole('textbox', { name: 'Karakter notları' })
    .fill('Çocuklarla çok iyi anlaşır.\nDetaylar: https://patili.app/kangal');
  await pick(page, 'İl', 'İzmir');
  await pick(page, 'İlçe', 'Bornova');
  await page.getByTestId('adoption-submit').click();
  // An age of 0 is refused; a missing photo too. Nothing typed is lost.
  await expect(page.getByText("Yaş 0'dan büyük olmalıdır.").first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Yaş' }).fill('2');
  await page.getByTestId('adoption-submit').click();
  await expect(page.getByText('Lütfen en az bir fotoğraf ekleyin.').first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Cins' })).toHaveValue('Kangal kırması');

  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('gallery-adoption-photos-add').click();
  await (
    await chooser
  ).setFiles([
    { name: 'kangal-1.png', mimeType: 'image/png', buffer: pawPhoto(1) },
    { name: 'kangal-2.png', mimeType: 'image/png', buffer: pawPhoto(2) },
  ]);
  await expect(
    page.getByTestId('gallery-adoption-photos').getByRole('img', { name: /kangal-/ }),
  ).toHaveCount(2);
  const published = watchForMessage(page, 'İlanınız yayınlandı.');
  await page.getByTestId('adoption-submit').click();
  await published.shown();
  // Back to the list `SAVED_FORM_REDIRECT_MS` after the message: the clock moves past it.
  await clock.advance(SAVED_FORM_REDIRECT_MS);
  await expect(page).toHaveURL(/#\/adopt$/);
  await expect(cards(page)).toHaveCount(1);

  // Someone else finds it by its filters, with the city typed without Turkish letters.
  const seekerSide = await pageAs(browser, seeker.api);
  const other = seekerSide.page;
  await other.goto(hashPath(buildPath('adoption')));
  await expect(cards(other)).toHaveCount(1);
  await other.getByTestId('filter-city').fill('izmir');
  await expect(other).toHaveURL(/city=izmir/);
  await pick(other, 'Hayvan türü', 'Köpek');
  await pick(other, 'Aşılı', 'Evet');
  await other.getByTestId('filter-min-age').fill('1');
  await other.getByTestId('filter-max-age').fill('3');
  await expect(other).toHaveURL(/maxAge=3/);
  await expect(cards(other)).toHaveCount(1);
  await expect(cards(other)).toContainText('İzmir / Bornova');
  // A list still answering its last filter is drawn faded: check it once it has its answer.
  await expect(other.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoAxeViolations(other, 'adoption list with filters (tr)');
  // A filter it does not pass empties the list; back restores it (the filters live in the address).
  await pick(other, 'Hayvan türü', 'Kedi');
  await expect(other.getByText('Bu filtrelere uyan ilan yok.', { exact: false })).toBeVisible();
  await other.goBack();
  await expect(cards(other)).toHaveCount(1);
  await other.getByTestId('filter-min-age').fill('');
  await other.getByTestId('filter-max-age').fill('1,5');
  await expect(other).toHaveURL(/maxAge=1.5/);
  await expect(other.getByTestId('adoption-empty')).toBeVisible();
  await other.goBack();
  await expect(cards(other)).toHaveCount(1);

  // The detail: carousel, policy, and the message button to the owner's conversation.
  await cards(other).click();
  await expect(other.getByRole('heading', { name: 'Kangal kırması', level: 1 })).toBeVisible();
  await expect(other.getByTestId('carousel-position')).toHaveText('Fotoğraf 1 / 2');
  await other.getByRole('button', { name: 'Sonraki fotoğraf' }).click();
  await expect(other.getByTestId('carousel-position')).toHaveText('Fotoğraf 2 / 2');
  await expect(other.getByRole('link', { name: 'https://patili.app/kangal' })).toHaveAttribute(
    'rel',
    'noopener noreferrer nofollow',
  );
  await expect(other.getByTestId('adoption-policy')).toBeVisible();
  await expect(other.getByRole('link', { name: 'Düzenle' })).toHaveCount(0);
  await expectNoAxeViolations(other, 'adoption detail (visitor, tr)');
  const listingId = /#\/adopt\/([0-9a-f-]+)$/.exec(other.url())![1]!;
  await other.getByTestId('adoption-message-owner').click();
  await expect(other).toHaveURL(new RegExp(`#/chat/adoption_${listingId}_owner_[0-9a-f-]+$`));
  await expect(other.getByRole('heading', { name: 'Selin Sahiplendiren' })).toBeVisible();
  const composer = other.getByRole('textbox', { name: 'Mesajınız' });
  await composer.fill('Merhaba, Kangal hâlâ yuva arıyor mu?');
  await composer.press('Enter');
  await expect(
    other.getByTestId('chat-message').filter({ hasText: 'Kangal hâlâ' }).locator('[data-delivery]'),
  ).toBeVisible();

  // The owner sees their own tools, and marks it adopted after confirming.
  await page.goto(hashPath(buildPath('adoption.detail', { listingId })));
  await expect(page.getByTestId('adoption-message-owner')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Düzenle' })).toBeVisible();
  await expectNoAxeViolations(page, 'adoption detail (owner, tr)');
  await page.getByRole('button', { name: 'Sahiplendirildi olarak işaretle' }).click();
  await page.getByTestId('adoption-confirm').click();
  await expect(page.getByTestId('adoption-status').first()).toHaveText('Sahiplendirildi');
  await expect(page.getByRole('link', { name: 'Düzenle' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sil' })).toHaveCount(0);

  // It has left the list (a fresh load: the list is kept for half a minute).
  await other.goto(hashPath(buildPath('adoption')));
  await other.reload();
  await expect(other.getByTestId('adoption-empty')).toBeVisible();

  await ownerSide.close();
  await seekerSide.close();
});

test('[owner][adoption]: only the owner edits (others get the error and the list); the owner edits and deletes from the profile after confirming', async ({
  browser,
  clock,
}) => {
  const owner = await createVerifiedUser('owner', 'Ece Sahip');
  const intruder = await createVerifiedUser('owner', 'Başka Sahip');
  const listingId = await postListing(owner.api, { breed: 'Van kedisi', district: 'Karşıyaka' });

  const intruderSide = await pageAs(browser, intruder.api, { clock });
  const refused = watchForMessage(intruderSide.page, 'Bu ilanı yalnızca ilan sahibi düzenleyebilir.');
  await intruderSide.page.goto(hashPath(buildPath('adoption.edit', { listingId })));
  await refused.shown();
  await clock.advance(ADOPTION_NOT_FOUND_REDIRECT_MS);
  await expect(intruderSide.page).toHaveURL(/#\/adopt$/);
  await intruderSide.close();

  const { page, close } = await pageAs(browser, owner.api, { clock });
  await page.goto(hashPath(buildPath('profile')));
  const mine = page.getByTestId('my-adoption-listings');
  await expect(mine.getByTestId('my-adoption-listing')).toHaveCount(1);
  await mine.getByRole('link', { name: 'Düzenle: Van kedisi' }).click();
  await expect(page).toHaveURL(new RegExp(`#/adopt/edit/${listingId}$`));
  await expect(page.getByRole('textbox', { name: 'Cins' })).toHaveValue('Van kedisi');
  await page.getByRole('textbox', { name: 'Cins' }).fill('Van kedisi (tek göz mavi)');
  const updated = watchForMessage(page, 'İlanınız güncellendi.');
  await page.getByTestId('adoption-submit').click();
  await updated.shown();
  await clock.advance(SAVED_FORM_REDIRECT_MS);
  await expect(page).toHaveURL(/#\/adopt$/);
  await expect(cards(page)).toContainText('Van kedisi (tek göz mavi)');

  await page.goto(hashPath(buildPath('accountSettings')));
  const settings = page.getByTestId('my-adoption-listings');
  await settings.getByRole('button', { name: 'Sil: Van kedisi (tek göz mavi)' }).click();
  await expect(page.getByRole('dialog', { name: 'İlan silinsin mi?' })).toBeVisible();
  await page.getByRole('button', { name: 'İptal' }).click();
  await expect(settings.getByTestId('my-adoption-listing')).toHaveCount(1);
  await settings.getByRole('button', { name: 'Sil: Van kedisi (tek göz mavi)' }).click();
  await page.getByTestId('adoption-confirm').click();
  await expect(settings.getByText('Henüz sahiplendirme ilanınız yok.')).toBeVisible();
  await close();
});

test('[owner][adoption][xss]: script and HTML saved in every free-text field show as text and never run', async ({
  browser,
}) => {
  const owner = await createVerifiedUser('owner', 'XSS Sahip');
  const reader = await createVerifiedUser('trainer', 'XSS Okur');
  // Breed holds at most 60 characters: every payload that fits goes in a listing of its own.
  const shortOnes = XSS_PAYLOADS.filter((payload) => payload.length <= 60);
  const ids: string[] = [];
  for (const payload of shortOnes) {
    ids.push(
      await postListing(owner.api, {
        breed: payload,
        healthNotes: XSS_TEXT,
        characterNotes: XSS_TEXT,
        additionalInfo: XSS_TEXT,
      }),
    );
  }

  for (const who of [reader, owner]) {
    const { page, close } = await pageAs(browser, who.api);
    const watch = watchForScripts(page);
    await page.goto(hashPath(buildPath('adoption')));
    await expect(cards(page)).toHaveCount(shortOnes.length);
    for (const payload of shortOnes)
      await expect(page.getByRole('heading', { name: payload, exact: true })).toBeVisible();
    await page.goto(hashPath(buildPath('adoption.detail', { listingId: ids[0]! })));
    await expect(page.getByRole('heading', { name: shortOnes[0]!, level: 1 })).toBeVisible();
    for (const payload of XSS_PAYLOADS)
      await expect(page.getByText(payload, { exact: false }).first()).toBeVisible();
    if (who === owner) {
      await page.goto(hashPath(buildPath('profile')));
      // Six a page.
      await expect(page.getByTestId('my-adoption-listing')).toHaveCount(
        Math.min(6, shortOnes.length),
      );
      await page.goto(hashPath(buildPath('adoption.edit', { listingId: ids[0]! })));
      await expect(page.getByRole('textbox', { name: 'Cins' })).toHaveValue(shortOnes[0]!);
      await expect(page.getByRole('textbox', { name: 'Ek bilgiler' })).toHaveValue(XSS_TEXT);
    }
    await watch.expectNoScriptRan();
    await close();
  }
});

test('[screens][adoption]: list, detail and form in Turkish and English, phone and desktop @screens', async ({
  browser,
}) => {
  const dir = '/tmp/shots-adoption';
  mkdirSync(dir, { recursive: true });
  const owner = await createVerifiedUser('owner', 'Ayşe Yılmaz');
  const listingId = await postListing(owner.api, {
    animalType: 'dog',
    breed: 'Golden Retriever kırması',
    gender: 'male',
    age: 8,
    ageUnit: 'months',
    isVaccinated: true,
    isNeutered: true,
    district: 'Bornova',
    healthNotes: 'Karma ve kuduz aşıları tam. Parazit uygulaması geçen ay yapıldı.',
    characterNotes: 'Oyuncu, insan canlısı, diğer köpeklerle iyi anlaşıyor.',
    additionalInfo: 'Bahçeli bir evde yaşaması tercih sebebidir.',
  });
  await postListing(owner.api, {
    breed: 'Tekir',
    age: 4,
    ageUnit: 'months',
    cityCode: '34',
    district: 'Kadıköy',
  });
  await postListing(owner.api, {
    animalType: 'bird',
    breed: 'Muhabbet kuşu',
    gender: 'male',
    age: 1,
    cityCode: '06',
  });
  await forEachShotPage(browser, owner.api, async (page, { locale, device }) => {
    const shoot = async (name: string, path: string, ready: () => Promise<void>) => {
      await page.goto(hashPath(path));
      await ready();
      await waitForScreenAtRest(page);
      await page.screenshot({ path: `${dir}/${name}-${locale}-${device}.png`, fullPage: true });
    };
    await shoot('list', buildPath('adoption'), () => expect(cards(page).first()).toBeVisible());
    await shoot('detail', buildPath('adoption.detail', { listingId }), () =>
      expect(page.getByTestId('adoption-carousel')).toBeVisible(),
    );
    await shoot('form', buildPath('adoption.new'), () =>
      expect(page.getByTestId('adoption-submit')).toBeVisible(),
    );
    await shoot('profile', buildPath('profile'), () =>
      expect(page.getByTestId('my-adoption-listing')).toHaveCount(3),
    );
  });
});
