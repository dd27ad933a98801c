import { PROVIDER_NOT_FOUND_REDIRECT_MS } from '@patili/domain/discovery';
import { foldForSearch } from '@patili/domain/shared';
import { expect, type Page } from '@playwright/test';

import { buildPath, hashPath, shareSession, uniqueName } from '../../support/api.ts';
import { watchForMessage } from '../../support/forms.ts';
import { PLACES, createOwnerAt, createProvider, today, tomorrow, turkishDate, vetFields, walkerFields } from './discovery-helpers.ts';
import { test } from '../../support/fixtures.ts';

const card = (page: Page, name: string) => page.getByTestId('provider-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** `text` matched literally inside a regular expression. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The cards of the providers named (this test's): the server is shared by the spec files its
 * worker runs, whose providers (the screen tour's walkers) may stand as near.
 */
const cardsOf = (page: Page, names: readonly string[]) =>
  page
    .getByTestId('provider-card')
    .filter({ has: page.getByRole('heading', { name: new RegExp(`^(${names.map(literally).join('|')})$`) }) });

/** The Turkish time field's hours and minutes (24-hour clock). */
const timeParts = (page: Page) => ({
  hours: page.getByRole('spinbutton', { name: 'Saat', exact: true }),
  minutes: page.getByRole('spinbutton', { name: 'Saat, dakika' }),
});

/** Types `HH:mm` into the time field, hours then minutes. */
const fillTime = async (page: Page, time: string) => {
  const [hours, minutes] = time.split(':');
  await timeParts(page).hours.fill(hours!);
  await timeParts(page).minutes.fill(minutes!);
};

test('[owner][discovery]: filters pet walkers by first aid and distance, keeps the filters in the address, opens a profile to book', async ({ page, context }) => {
  const owner = await createOwnerAt('Ayşe Sahip', PLACES.kadikoyPier);
  // Names of their own, sharing a word no one else has: the screen tour, on the same worker's
  // server, has a Deniz Yürür and an Ali Koşar too, and the walkers other spec files left there
  // (reviewed ones first, by rating) could fill the first page without ours.
  const family = uniqueName('').trim();
  const near = `Deniz Yürür ${family}`;
  const noAid = `Ali Koşar ${family}`;
  const far = `Ece Uzakta ${family}`;
  const ours = cardsOf(page, [near, noAid, far]);
  // About 1 km, 2 km and 15 km from the owner's point.
  const nearAider = await createProvider('pet_walker', near, { location: PLACES.moda, fields: walkerFields({ knowsFirstAid: true, hourlyRate: 150 }) });
  await createProvider('pet_walker', noAid, { location: PLACES.fenerbahce, fields: walkerFields({ knowsFirstAid: false, hourlyRate: 120 }) });
  await createProvider('pet_walker', far, { location: PLACES.beykoz, fields: walkerFields({ knowsFirstAid: true, hourlyRate: 90 }) });
  await shareSession(owner.api, context);

  await page.goto(hashPath(buildPath('owner.petWalkers.browse')));
  await expect(page.getByRole('heading', { name: 'Gezdirici Bul' })).toBeVisible();
  await expect(page.getByText('Mesafeler Kadıköy, İstanbul konumuna göre hesaplanır.')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Ara' }).fill(foldForSearch(family));
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(foldForSearch(family))}`));
  for (const name of [near, noAid, far]) await expect(card(page, name)).toBeVisible();
  await expect(card(page, near)).toContainText('İlk yardım biliyor');
  await expect(card(page, near)).toContainText('₺150 / saat');
  await expect(card(page, near)).toContainText('Henüz değerlendirme yok');

  // First aid: the walker without it goes away.
  await page.getByRole('switch', { name: 'Yalnızca ilk yardım bilenler' }).click();
  await expect(page).toHaveURL(/firstAid=true/);
  await expect(card(page, noAid)).toHaveCount(0);
  await expect(card(page, near)).toBeVisible();
  await expect(card(page, far)).toBeVisible();

  // Under 10 km: the one 15 km away goes too; under 5 km keeps the near one.
  await page.getByRole('combobox', { name: 'Mesafe' }).click();
  await page.getByRole('option', { name: "10 km'den yakın" }).click();
  await expect(page).toHaveURL(/maxDistanceKm=10/);
  await expect(card(page, far)).toHaveCount(0);
  await expect(card(page, near)).toBeVisible();
  // Distances are whole km, to a point blurred by a few hundred metres (decision 008).
  await expect(card(page, near)).toContainText(/[12] km uzakta|1 km'den yakın/);
  await page.getByRole('combobox', { name: 'Mesafe' }).click();
  await page.getByRole('option', { name: "5 km'den yakın" }).click();
  await expect(page).toHaveURL(/maxDistanceKm=5/);
  await expect(ours).toHaveCount(1);
  await expect(card(page, near)).toBeVisible();

  // Reload keeps the filters; back returns to the previous ones.
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Yalnızca ilk yardım bilenler' })).toBeChecked();
  await expect(card(page, near)).toBeVisible();
  await expect(ours).toHaveCount(1);
  await page.goBack();
  await expect(page).toHaveURL(/maxDistanceKm=10/);
  await page.goBack();
  await expect(card(page, far)).toBeVisible();
  await expect(card(page, noAid)).toHaveCount(0);

  // Search by name, Turkish letters folded.
  const typed = foldForSearch(near);
  await page.getByRole('searchbox', { name: 'Ara' }).fill(typed);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(typed)}`));
  await expect(page.getByTestId('provider-card')).toHaveCount(1);

  // The card opens the public profile, whose book button leads to the walker's book route.
  await card(page, near).getByRole('link', { name: /Profili gör/ }).click();
  await expect(page).toHaveURL(new RegExp(`#/owner/providers/${nearAider.id}`));
  await expect(page.getByRole('heading', { name: near, level: 1 })).toBeVisible();
  await expect(page.getByText('Moda sahili, Fenerbahçe Parkı')).toBeVisible();
  await expect(page.getByText('Henüz değerlendirme yok. Rezervasyonunu tamamlayan sahipler burada puan ve yorum bırakabilecek.')).toBeVisible();
  await expect(page.getByTestId('book-button')).toHaveAttribute('href', `#${buildPath('owner.petWalkers.book', { walkerId: nearAider.id })}`);
  await page.getByRole('link', { name: 'Listeye dön' }).click();
  await expect(page).toHaveURL(new RegExp(`pet-walkers/browse\\?q=${encodeURIComponent(typed)}`));
  await expect(page.getByRole('searchbox', { name: 'Ara' })).toHaveValue(typed);
});

test('[owner][discovery]: a provider not found shows the kind message and returns to browse', async ({ page, context, clock }) => {
  const owner = await createOwnerAt('Kaan Sahip', null);
  await shareSession(owner.api, context);
  const notFound = watchForMessage(page, 'Eğitmen bulunamadı.');
  await page.goto(hashPath(buildPath('owner.providers.profile', { providerId: 'olmayan-biri' }, { kind: 'trainer' })));
  await notFound.shown();
  // Back to browse `PROVIDER_NOT_FOUND_REDIRECT_MS` after the message: the clock moves past it.
  await clock.advance(PROVIDER_NOT_FOUND_REDIRECT_MS);
  await expect(page).toHaveURL(/#\/owner\/trainers\/browse/);
  // Without a city, the owner is asked for one and distance filters are off.
  await expect(page.getByTestId('location-prompt')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Mesafe' })).toBeDisabled();
  await expect(page.getByText('Mesafeye göre filtrelemek için önce konumunu ekle.')).toBeVisible();
  await page.getByRole('link', { name: 'Hesap ayarlarına git' }).click();
  await expect(page).toHaveURL(/#\/settings\/account/);
});

test('[owner][discovery]: the vet request carries its choice into browse veterinarians and on to booking', async ({ page, context }) => {
  const owner = await createOwnerAt('Selin Sahip', PLACES.kadikoyPier);
  const vetName = uniqueName('Dr. Elif Kaya');
  const vet = await createProvider('veterinarian', vetName, {
    location: PLACES.moda,
    fields: vetFields({ clinicName: 'Moda Veteriner Kliniği', specializations: ['cats', 'vaccination'], servicePlace: 'clinic', sessionFee: 500 }),
  });
  await shareSession(owner.api, context);

  await page.goto(hashPath(buildPath('owner.veterinarians.request')));
  await expect(page.getByRole('heading', { name: 'Veteriner Randevusu İste' })).toBeVisible();
  await page.getByRole('button', { name: 'Veterinerleri göster' }).click();
  await expect(page.getByText('Lütfen hizmet türünü seçin.')).toBeVisible();
  await expect(page.getByText('Lütfen tarih seçin.')).toBeVisible();
  await expect(page.getByText('Lütfen saat seçin.')).toBeVisible();
  const dateInput = page.getByLabel('Tarih');

  await page.getByRole('combobox', { name: 'Hizmet türü' }).click();
  await page.getByRole('option', { name: 'Aşılama' }).click();
  // The calendar offers nothing before today (no way back from this month); today at 00:00 is past.
  await dateInput.click();
  await expect(page.getByRole('button', { name: 'geçen ay' })).toBeDisabled();
  await dateInput.fill(today());
  await fillTime(page, '00:00');
  await page.getByRole('button', { name: 'Veterinerleri göster' }).click();
  await expect(page.getByText('Randevu tarihi ve saati geçmişte olamaz.')).toBeVisible();

  const date = tomorrow();
  await dateInput.fill(date);
  await fillTime(page, '10:30');
  // Enter in the time field never sends the form: the notes are still to come.
  await timeParts(page).minutes.press('Enter');
  await page.getByLabel('Notlar (isteğe bağlı)').fill('Karma aşı zamanı geldi.');
  await page.getByRole('button', { name: 'Veterinerleri göster' }).click();

  await expect(page).toHaveURL(new RegExp(`#/owner/veterinarians/browse\\?service=vaccination&date=${date}&time=10%3A30`));
  const summary = page.getByTestId('vet-request-summary');
  await expect(summary).toContainText('İstediğin randevu');
  await expect(summary).toContainText('Aşılama');
  await expect(summary).toContainText('10:30');
  await expect(summary).toContainText('Karma aşı zamanı geldi.');

  // Filtering keeps the request; the profile's book button carries it on.
  await page.getByRole('combobox', { name: 'Uzmanlık alanı' }).click();
  await page.getByRole('option', { name: 'Aşılama' }).click();
  await expect(page).toHaveURL(/specialization=vaccination/);
  await expect(summary).toBeVisible();
  await card(page, vetName).getByRole('link', { name: /Profili gör/ }).click();
  await expect(page.getByText('Caferağa Mah. Moda Cad. No: 10, Kadıköy')).toBeVisible();
  await expect(page.getByTestId('book-button')).toHaveAttribute(
    'href',
    `#${buildPath('owner.veterinarians.book', { vetId: vet.id }, { service: 'vaccination', date, time: '10:30', notes: 'Karma aşı zamanı geldi.' })}`,
  );
  await page.goBack();

  // Change goes back to the filled form; remove clears the summary.
  await summary.getByRole('link', { name: 'Değiştir' }).click();
  await expect(timeParts(page).hours).toHaveValue('10');
  await expect(timeParts(page).minutes).toHaveValue('30');
  await expect(page.getByLabel('Tarih')).toHaveValue(turkishDate(date));
  await page.goBack();
  await page.getByTestId('vet-request-summary').getByRole('button', { name: 'Kaldır' }).click();
  await expect(page.getByTestId('vet-request-summary')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Randevu iste' })).toBeVisible();
});

test('[owner][discovery][phone]: on a phone the results come first; "Filtrele" opens the filters and counts those on', async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const owner = await createOwnerAt('Ayşe Sahip', PLACES.kadikoyPier);
  const walker = uniqueName('Pelin Adım');
  await createProvider('pet_walker', walker, { location: PLACES.moda, fields: walkerFields({ knowsFirstAid: true, hourlyRate: 140 }) });
  await shareSession(owner.api, context);

  await page.goto(hashPath(buildPath('owner.petWalkers.browse', undefined, { firstAid: 'true' })));
  await expect(card(page, walker)).toBeVisible();
  // The first result starts within the first screen; the five filter fields wait behind a button.
  const first = await page.getByTestId('provider-card').first().boundingBox();
  expect(first!.y).toBeLessThan(844);
  await expect(page.getByRole('searchbox', { name: 'Ara' })).toBeHidden();
  const toggle = page.getByRole('button', { name: 'Filtrele (1)' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await page.getByRole('searchbox', { name: 'Ara' }).fill(walker);
  await expect(page).toHaveURL(/q=/);
  await expect(page.getByRole('button', { name: 'Filtrele (2)' })).toHaveAttribute('aria-expanded', 'true');
  await expect(card(page, walker)).toBeVisible();

  // The community lists do the same.
  await page.goto(hashPath(buildPath('lostfound')));
  await expect(page.getByRole('button', { name: 'Filtrele' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: /Ara/ })).toBeHidden();
  await page.getByRole('button', { name: 'Filtrele' }).click();
  await expect(page.getByRole('searchbox', { name: /Ara/ })).toBeVisible();
});
