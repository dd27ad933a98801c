import { REPORT_NOT_FOUND_REDIRECT_MS } from '@patili/domain/lostfound';
import { SAVED_FORM_REDIRECT_MS } from '@patili/domain/shared';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

import { buildPath, createVerifiedUser, hashPath } from '../../support/api.ts';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { istanbulDate, pageAs } from '../../support/bookings.ts';
import { choose, watchForMessage } from '../../support/forms.ts';
import { createTour } from '../../support/tour/tour.ts';
import { watchForScripts, XSS_PAYLOADS, XSS_TEXT } from '../../support/xss.ts';
import { pawPhoto } from '../discovery/discovery-helpers.ts';
import { test } from '../../support/fixtures.ts';

/** Uploads a report photo through the API, as the form does; returns the file id. */
const uploadReportPhoto = async (api: APIRequestContext, seed = 1): Promise<string> => {
  const response = await api.post('/api/files', {
    multipart: {
      file: { name: `rapor-${seed}.png`, mimeType: 'image/png', buffer: pawPhoto(seed) },
      purpose: 'lostfound_photo',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { file: { id: string } }).file.id;
};

/** Posts a report through the API; returns its id. */
const postReport = async (api: APIRequestContext, fields: Record<string, unknown>) => {
  const photoIds = [await uploadReportPhoto(api, 4), await uploadReportPhoto(api, 5)];
  const response = await api.post('/api/lostfound', {
    data: {
      reportType: 'lost',
      animalType: 'cat',
      lastSeenLocation: 'Moda',
      cityCode: '34',
      district: 'Kadıköy',
      lastSeenDate: istanbulDate(-1),
      photoIds,
      ...fields,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { report: { id: string } }).report.id;
};

/** Picks an option of a Mantine select. */
const pick = async (page: Page, label: string, option: string) => {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

const KADIKOY = { cityCode: '34', district: 'Kadıköy', mapPoint: null };
// Short payloads for the short fields (name and breed take 60 characters, the location 200).
const NAME = `Pamuk ${XSS_PAYLOADS[1]}`.slice(0, 60);
const BREED = `Tekir ${XSS_PAYLOADS[2]}`.slice(0, 60);
const LOCATION = `Moda sahili ${XSS_PAYLOADS[3]}`;
const CONTACT = `0555 ${XSS_PAYLOADS[0]}`;

test('[owner][sitter][lostfound]: a lost cat is reported with photos; a neighbour is told; a finder sees it among similar reports and writes; the reporter marks it reunited', async ({
  browser,
  clock,
}) => {
  const reporter = await createVerifiedUser('owner', 'Ayşe Kayıp');
  const finder = await createVerifiedUser('sitter', 'Mert Bulan');
  const neighbour = await createVerifiedUser('owner', 'Komşu Nur');
  expect(
    (
      await neighbour.api.put('/api/accounts/me/profile', {
        data: { name: neighbour.name, location: KADIKOY },
      })
    ).status(),
  ).toBe(200);

  // The neighbour finds the district alert on the lost-and-found list itself (off by default)
  // and turns it on there; account settings show the same setting.
  const neighbourSide = await pageAs(browser, neighbour.api);
  await neighbourSide.page.goto(hashPath(buildPath('lostfound')));
  const alertSwitch = neighbourSide.page.getByRole('switch', {
    name: 'İlçemdeki kayıp ilanlarını bildir',
  });
  await expect(alertSwitch).not.toBeChecked();
  await alertSwitch.click({ force: true });
  await expect(neighbourSide.page.getByText('Tercihiniz kaydedildi.')).toBeVisible();
  await expect(alertSwitch).toBeChecked();
  await neighbourSide.page.goto(hashPath(buildPath('accountSettings')));
  await expect(
    neighbourSide.page.getByRole('switch', { name: 'İlçemdeki kayıp ilanlarını bildir' }),
  ).toBeChecked();

  // The reporter fills the form; an empty submit names the required fields and keeps the page.
  const reporterSide = await pageAs(browser, reporter.api, { clock });
  const page = reporterSide.page;
  const scripts = watchForScripts(page);
  await page.goto(hashPath(buildPath('lostfound')));
  await expect(page.getByRole('heading', { name: 'Kayıp ve Bulunan' })).toBeVisible();
  await page.getByRole('link', { name: 'İlan ver' }).first().click();
  await expect(page).toHaveURL(/#\/lost-and-found\/report$/);
  await page.getByRole('button', { name: 'İlanı yayınla' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({
        hasText: 'Lütfen ilan türü, hayvan türü, son görüldüğü yer ve tarih alanlarını doldurun.',
      }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'lost-and-found form with errors (tr)');

  await choose(page.getByRole('radio', { name: 'Kedi' }));
  await page.getByRole('textbox', { name: 'Hayvanın adı' }).fill(NAME);
  await page.getByRole('textbox', { name: 'Cins' }).fill(BREED);
  await page.getByText('Gri', { exact: true }).click();
  await page.getByText('Beyaz', { exact: true }).click();
  await page
    .getByRole('textbox', { name: 'Ayırt edici özellikler' })
    .fill(`Kırmızı tasma.\n${XSS_TEXT}`);
  await page.getByRole('textbox', { name: /Son görüldüğü yer/ }).fill(LOCATION);
  await pick(page, 'İl', 'İstanbul');
  await pick(page, 'İlçe', 'Kadıköy');
  // A date after today is refused; nothing typed is lost.
  await page.getByLabel(/Son görülme tarihi/).fill(istanbulDate(2));
  await page
    .getByRole('textbox', { name: 'Ek bilgiler' })
    .fill(`Ürkektir. https://patili.app/pamuk\n${XSS_TEXT}`);
  await page.getByRole('textbox', { name: /İletişim bilgisi/ }).fill(CONTACT);
  await page.getByRole('button', { name: 'İlanı yayınla' }).click();
  await expect(page.getByText('Son görülme tarihi bugünden sonra olamaz.').first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Cins' })).toHaveValue(BREED);
  await page.getByLabel(/Son görülme tarihi/).fill(istanbulDate(-1));
  await page.getByRole('button', { name: 'İlanı yayınla' }).click();
  await expect(page.getByText('En az bir fotoğraf ekleyin.').first()).toBeVisible();

  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('gallery-lostfound-photos-add').click();
  await (
    await chooser
  ).setFiles([
    { name: 'pamuk-1.png', mimeType: 'image/png', buffer: pawPhoto(1) },
    { name: 'pamuk-2.png', mimeType: 'image/png', buffer: pawPhoto(2) },
  ]);
  await expect(page.getByTestId('gallery-lostfound-photos').getByText('2 / 5')).toBeVisible();
  const published = watchForMessage(page, 'İlanınız yayınlandı. Listeye yönlendiriliyorsunuz...');
  await page.getByRole('button', { name: 'İlanı yayınla' }).click();
  await published.shown();
  // Back on the list `SAVED_FORM_REDIRECT_MS` after the message (the clock moves past it), the
  // new card first, its name shown as text.
  await clock.advance(SAVED_FORM_REDIRECT_MS);
  await expect(page).toHaveURL(/#\/lost-and-found$/);
  const card = page.getByTestId('lostfound-card').filter({ hasText: NAME });
  await expect(card).toHaveCount(1);
  await expect(card.getByText('Kayıp', { exact: true })).toBeVisible();
  await scripts.expectNoScriptRan();
  await card.click();
  // The address changes once the report's screen is ready.
  await expect(page).toHaveURL(/#\/lost-and-found\/[0-9a-f-]{36}$/);
  const lostUrl = page.url();
  const lostId = /lost-and-found\/([0-9a-f-]{36})$/.exec(lostUrl)?.[1];
  expect(lostId).toBeTruthy();

  // The neighbour of the same district is told, with the report's link: in the list (the open
  // page may also have shown it as a toast when it came, outside the page's main part).
  await neighbourSide.page.goto(hashPath(buildPath('notifications')));
  const neighbourList = neighbourSide.page.getByRole('main');
  const notice = neighbourList.getByText('İlçenizde kayıp bir hayvan var');
  await expect(notice).toBeVisible();
  await expect(
    neighbourList.getByText(`Kadıköy ilçesinde kayıp bir hayvan ilanı verildi: ${NAME} (kedi)`, {
      exact: false,
    }),
  ).toBeVisible();

  // A finder reports a found tabby by the pier (API), then opens it: the lost one is similar.
  const foundId = await postReport(finder.api, {
    reportType: 'found',
    animalType: 'cat',
    breed: BREED,
    colors: ['gray'],
    lastSeenLocation: 'Moda iskelesi',
  });
  const finderSide = await pageAs(browser, finder.api);
  const other = finderSide.page;
  const otherScripts = watchForScripts(other);
  await other.goto(hashPath(buildPath('lostfound.detail', { reportId: foundId })));
  const similar = other.getByTestId('lostfound-similar').getByRole('link');
  await expect(similar).toHaveCount(1);
  // 40 (cat) + 25 (breed) + 20 ("moda") + 5 (gray) = 90.
  await expect(similar).toContainText('%90 benzer');
  await expect(similar).toContainText('Moda sahili "><iframe src…');
  await similar.click();
  await expect(other).toHaveURL(new RegExp(`#/lost-and-found/${lostId}$`));

  // Every free text shows as text; nothing ran.
  await expect(other.getByRole('heading', { name: NAME })).toBeVisible();
  await expect(other.getByText(BREED, { exact: true })).toBeVisible();
  await expect(other.getByText(LOCATION).first()).toBeVisible();
  await expect(other.getByText(CONTACT, { exact: true })).toBeVisible();
  for (const payload of XSS_PAYLOADS) await expect(other.getByText(payload).first()).toBeVisible();
  await expect(other.getByRole('link', { name: 'https://patili.app/pamuk' })).toHaveAttribute(
    'rel',
    'noopener noreferrer nofollow',
  );
  await expect(other.getByText('Güvenliğiniz için')).toBeVisible();
  await expect(other.getByRole('button', { name: 'Kavuştuk olarak işaretle' })).toHaveCount(0);
  await expect(other.getByRole('link', { name: 'Düzenle' })).toHaveCount(0);
  await otherScripts.expectNoScriptRan();
  await expectNoAxeViolations(other, 'lost-and-found detail (finder)');
  // Previous/next through the two photos.
  await expect(other.getByText('Fotoğraf 1 / 2').first()).toBeVisible();
  await other.getByRole('button', { name: 'Sonraki fotoğraf' }).click();
  await expect(other.getByText('Fotoğraf 2 / 2').first()).toBeVisible();

  // The finder messages the reporter.
  await other.getByRole('link', { name: 'İlan sahibine mesaj gönder' }).click();
  await expect(other).toHaveURL(/#\/chat\/lostfound_[0-9a-f-]{36}_reporter_[0-9a-f-]{36}$/);
  const composer = other.getByRole('textbox', { name: 'Mesajınız' });
  await composer.fill('Merhaba, kediniz bende olabilir.');
  await composer.press('Enter');
  await expect(
    other.getByRole('log', { name: 'Mesaj geçmişi' }).getByText('Merhaba, kediniz bende olabilir.'),
  ).toBeVisible();

  // The reporter sees no message button on their own report; marks it reunited after confirming.
  await page.goto(lostUrl);
  await expect(page.getByRole('link', { name: 'İlan sahibine mesaj gönder' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Düzenle' })).toBeVisible();
  await page.getByRole('button', { name: 'Kavuştuk olarak işaretle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kavuştunuz mu?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Evet, işaretle' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Kavuştu').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kavuştuk olarak işaretle' })).toHaveCount(0);
  // It leaves the active list.
  await page.goto(hashPath(buildPath('lostfound')));
  await expect(page.getByTestId('lostfound-card').filter({ hasText: NAME })).toHaveCount(0);

  // An unknown report: the message, then the list.
  const unknown = watchForMessage(page, 'Rapor bulunamadı.');
  await page.goto(
    hashPath(buildPath('lostfound.detail', { reportId: '0195f3a0-0000-7000-8000-000000000000' })),
  );
  await unknown.shown();
  await clock.advance(REPORT_NOT_FOUND_REDIRECT_MS);
  await expect(page).toHaveURL(/#\/lost-and-found$/);

  await Promise.all([reporterSide.close(), finderSide.close(), neighbourSide.close()]);
});

test('[sitter][lostfound]: the list filters by type, animal and folded text, kept in the address; only the reporter edits', async ({
  browser,
  clock,
}) => {
  const walker = await createVerifiedUser('pet_walker', 'Filtre Yürüyüşçü');
  const stamp = Date.now().toString(36);
  await postReport(walker.api, {
    reportType: 'lost',
    animalType: 'dog',
    petName: `Karabaş ${stamp}`,
    lastSeenLocation: 'İSTİKLAL Caddesi',
  });
  const foundBird = await postReport(walker.api, {
    reportType: 'found',
    animalType: 'bird',
    petName: `Maviş ${stamp}`,
    lastSeenLocation: 'Işıklar yolu',
  });
  const viewer = await createVerifiedUser('sitter', 'Filtre Bakıcı');
  const side = await pageAs(browser, viewer.api, { clock });
  const page = side.page;
  const cards = page.getByTestId('lostfound-card');
  await page.goto(hashPath(buildPath('lostfound')));
  await page.getByRole('searchbox', { name: 'Ara' }).fill(`istiklal ${stamp}`);
  await expect(page).toHaveURL(/q=istiklal/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(`Karabaş ${stamp}`);
  await page.getByRole('searchbox', { name: 'Ara' }).fill(stamp);
  await expect(cards).toHaveCount(2);
  await page.getByRole('radiogroup', { name: 'İlan türü' }).getByText('Bulundu').click();
  await expect(page).toHaveURL(/type=found/);
  await expect(cards).toHaveCount(1);
  await pick(page, 'Hayvan türü', 'Köpek');
  await expect(page.getByText('Bu filtrelere uyan ilan yok.')).toBeVisible();
  await pick(page, 'Hayvan türü', 'Kuş');
  await expect(cards).toHaveCount(1);
  // The filters survive a reload.
  await page.reload();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(`Maviş ${stamp}`);
  await expectNoAxeViolations(page, 'lost-and-found list (filtered)');

  // Someone else's report: the edit screen says only the reporter edits, then opens the report.
  const refused = watchForMessage(page, 'Bu ilanı yalnızca ilanı veren kişi düzenleyebilir.');
  await page.goto(hashPath(buildPath('lostfound.edit', { reportId: foundBird })));
  await refused.shown();
  await clock.advance(REPORT_NOT_FOUND_REDIRECT_MS);
  await expect(page).toHaveURL(new RegExp(`#/lost-and-found/${foundBird}$`));

  // The reporter edits; the status stays and the list shows the change.
  const owner = await pageAs(browser, walker.api, { clock });
  await owner.page.goto(hashPath(buildPath('lostfound.edit', { reportId: foundBird })));
  await expect(owner.page.getByRole('textbox', { name: 'Hayvanın adı' })).toHaveValue(
    `Maviş ${stamp}`,
  );
  await owner.page.getByRole('textbox', { name: 'Hayvanın adı' }).fill(`Maviş Kuş ${stamp}`);
  const updated = watchForMessage(owner.page, 'İlanınız güncellendi. Listeye yönlendiriliyorsunuz...');
  await owner.page.getByRole('button', { name: 'Değişiklikleri kaydet' }).click();
  await updated.shown();
  await clock.advance(SAVED_FORM_REDIRECT_MS);
  await expect(owner.page).toHaveURL(/#\/lost-and-found$/);
  await expect(
    owner.page.getByTestId('lostfound-card').filter({ hasText: `Maviş Kuş ${stamp}` }),
  ).toHaveCount(1);
  await Promise.all([side.close(), owner.close()]);
});

test('[owner][lostfound] @screens: list, detail and form, in Turkish and English, on a phone and a desktop', async ({
  browser,
}) => {
  const reporter = await createVerifiedUser('owner', 'Ekran Sahibi');
  const finder = await createVerifiedUser('sitter', 'Ekran Bulan');
  const lostId = await postReport(reporter.api, {
    petName: 'Pamuk',
    breed: 'Tekir',
    colors: ['gray', 'white'],
    size: 'small',
    gender: 'female',
    distinguishingFeatures: 'Kırmızı tasmalı, sol kulağında küçük bir çentik var.',
    lastSeenLocation: 'Moda sahili, çay bahçesinin önü',
    lastSeenTime: '21:30',
    additionalInfo:
      'Kısırlaştırılmış ve çipli. Çok ürkektir, lütfen kovalamayın; bana haber verin.',
  });
  await postReport(finder.api, {
    reportType: 'found',
    breed: 'tekir',
    colors: ['gray'],
    lastSeenLocation: 'Moda iskelesi, sahil yolu',
    distinguishingFeatures: 'Kırmızı tasması var.',
  });
  await postReport(finder.api, {
    reportType: 'found',
    animalType: 'dog',
    breed: 'Golden Retriever',
    lastSeenLocation: 'Abbasağa Parkı',
    district: 'Beşiktaş',
  });
  const side = await pageAs(browser, finder.api);
  const tour = createTour({ screenshotsTo: '/tmp/shots-lostfound' });
  await side.page.goto(hashPath(buildPath('lostfound')));
  await tour.visit(
    side.page,
    'lostfound-list',
    hashPath(buildPath('lostfound')),
    /Kayıp ve Bulunan|Lost and found/,
  );
  await tour.visit(
    side.page,
    'lostfound-detail',
    hashPath(buildPath('lostfound.detail', { reportId: lostId })),
    /Pamuk/,
  );
  await tour.visit(
    side.page,
    'lostfound-form',
    hashPath(buildPath('lostfound.report')),
    /Fotoğraflar|Photos/,
  );
  await side.close();
});
