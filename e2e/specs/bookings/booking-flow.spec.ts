import { expect } from '@playwright/test';

import { buildPath, hashPath, shareSession } from '../../support/api.ts';
import { istanbulDate } from '../../support/bookings.ts';
// The e2e run shares one database: these providers live in İzmir with no map point, away from the
// discovery specs' walkers around Kadıköy and their distance filters.
import { PLACES, createOwnerAt, createProvider, sitterFields, turkishDate, walkerFields } from '../discovery/discovery-helpers.ts';
import { test } from '../../support/fixtures.ts';

const addPet = async (owner: Awaited<ReturnType<typeof createOwnerAt>>, name: string) => {
  const saved = await owner.api.post('/api/pets', { data: { name, species: 'dog', age: 4 } });
  expect(saved.status(), await saved.text()).toBe(201);
};

test('[owner][bookings]: books a sitter with a live quote; the sitter accepts in another browser; the owner sees it confirmed with the breakdown', async ({ page, context, browser }) => {
  const owner = await createOwnerAt('Ayşe Sahip', PLACES.kadikoyPier);
  await addPet(owner, 'Karabaş');
  const sitter = await createProvider('sitter', 'Mehmet Bakıcı', { location: PLACES.bornova, fields: sitterFields({ prices: { cat_care: 160, dog_care: 260 } }) });
  await shareSession(owner.api, context);

  await page.goto(hashPath(buildPath('owner.sitters.book', { sitterId: sitter.id })));
  await expect(page.getByRole('heading', { name: 'Bakıcı rezervasyonu' })).toBeVisible();
  // The price shown is the one a dog owner pays (the cat service is cheaper), as the quote says.
  await expect(page.getByText('₺260 / gün', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/başlayan/)).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Evcil hayvan' }).click();
  await page.getByRole('option', { name: 'Karabaş' }).click();
  await page.getByRole('combobox', { name: 'Hizmet' }).click();
  await page.getByRole('option', { name: /Köpek Bakımı/ }).click();
  const start = istanbulDate(3);
  const end = istanbulDate(5);
  await page.getByLabel('Başlangıç tarihi').fill(turkishDate(start));
  await page.getByLabel('Başlangıç tarihi').press('Tab');
  await page.getByLabel('Bitiş tarihi').fill(turkishDate(end));
  // Enter in a date field confirms the date and closes the calendar; it never sends the form.
  const sent = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/bookings');
  await page.getByLabel('Bitiş tarihi').press('Enter');
  await expect(page.getByRole('button', { name: 'gelecek ay' })).toHaveCount(0);

  // ₺260 × 3 days (start and end inclusive) = ₺780, the owner's 10% = ₺78, total ₺858.
  const quote = page.getByText('Fiyat özeti').locator('..');
  await expect(quote).toContainText('₺780');
  await expect(quote).toContainText('₺78');
  await expect(quote).toContainText('₺858');
  await page.getByLabel('Notlar').fill('Kapı zili çalışmıyor, lütfen arayın.');
  await page.getByRole('button', { name: 'Rezervasyon talebi gönder' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ notes: 'Kapı zili çalışmıyor, lütfen arayın.', endDate: end });
  await expect(page.getByText('Rezervasyon talebiniz gönderildi.', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/#\/owner\/bookings/, { timeout: 10_000 });
  // The address moves first; the booking form (which names the sitter too) stays until the list has loaded.
  await expect(page.getByRole('heading', { name: 'Rezervasyonlarım' })).toBeVisible();
  await expect(page.getByText('Mehmet Bakıcı')).toBeVisible();
  await expect(page.getByText('Beklemede').first()).toBeVisible();

  // The sitter, in a browser of their own, accepts after confirming.
  const sitterContext = await browser.newContext();
  await shareSession(sitter.api, sitterContext);
  const sitterPage = await sitterContext.newPage();
  await sitterPage.goto(hashPath(buildPath('sitter.requests')));
  await expect(sitterPage.getByText('Ayşe Sahip')).toBeVisible();
  await sitterPage.getByRole('button', { name: 'Kabul et' }).click();
  await sitterPage.getByRole('button', { name: 'Evet, kabul et' }).click();
  await expect(sitterPage.getByText('Talep kabul edildi.')).toBeVisible();
  await expect(sitterPage.getByText('Yanıt bekleyen talep yok')).toBeVisible();
  await sitterContext.close();

  await page.reload();
  await expect(page.getByText('Onaylandı').first()).toBeVisible();
  await expect(page.getByTestId('price-breakdown').getByText('₺858')).toBeVisible();
  // Once confirmed, the booking awaits the owner's transfer of the same total.
  await expect(page.getByTestId('payment-amount')).toHaveText('₺858');
});

test('[owner][bookings]: a walk request the walker rejects shows as cancelled with the reason; an owner cancels another after confirming', async ({ page, context, browser }) => {
  const owner = await createOwnerAt('Ayşe Sahip', PLACES.kadikoyPier);
  await addPet(owner, 'Pamuk');
  const walker = await createProvider('pet_walker', 'Bora Adımlar', { location: PLACES.bornova, fields: walkerFields({ knowsFirstAid: false, hourlyRate: 150 }) });
  const pets = (await (await owner.api.get('/api/pets')).json()) as { items?: { id: string }[] } | { id: string }[];
  const petId = (Array.isArray(pets) ? pets : (pets.items ?? []))[0]!.id;
  const book = async (days: number) => {
    const created = await owner.api.post('/api/bookings', {
      data: { kind: 'pet_walker', providerId: walker.id, petId, date: istanbulDate(days), time: '10:00', hours: 2 },
    });
    expect(created.status(), await created.text()).toBe(201);
  };
  await book(2);
  await book(4);

  const walkerContext = await browser.newContext();
  await shareSession(walker.api, walkerContext);
  const walkerPage = await walkerContext.newPage();
  await walkerPage.goto(hashPath(buildPath('petWalker.serviceRequests')));
  await walkerPage.getByRole('button', { name: 'Reddet' }).first().click();
  await walkerPage.getByLabel('Açıklama (isteğe bağlı)').fill('O saatte başka bir yürüyüşüm var.');
  await walkerPage.getByRole('button', { name: 'Evet, reddet' }).click();
  await expect(walkerPage.getByText('Talep reddedildi.')).toBeVisible();
  await walkerContext.close();

  await shareSession(owner.api, context);
  await page.goto(hashPath(buildPath('owner.bookings')));
  await expect(page.getByText('Hizmet veren talebi reddetti.')).toBeVisible();
  await expect(page.getByText('O saatte başka bir yürüyüşüm var.', { exact: false })).toBeVisible();

  await page.getByRole('button', { name: 'İptal et' }).first().click();
  await page.getByLabel('İptal nedeni (isteğe bağlı)').fill('Planım değişti.');
  await page.getByRole('button', { name: 'Evet, iptal et' }).click();
  await expect(page.getByText('Rezervasyon iptal edildi.')).toBeVisible();
  await expect(page.getByText('Evcil hayvan sahibi iptal etti.')).toBeVisible();
});
