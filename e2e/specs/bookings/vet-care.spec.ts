import { expect, type APIRequestContext } from '@playwright/test';

import { buildPath, hashPath, shareSession } from '../../support/api.ts';
import {
  act,
  addPet,
  book,
  istanbulDate,
  notificationBell,
  pageAs,
} from '../../support/bookings.ts';
import {
  PLACES,
  createOwnerAt,
  createProvider,
  vetFields,
} from '../discovery/discovery-helpers.ts';
import { test } from '../../support/fixtures.ts';

/**
 * An owner at the Kadıköy pier and a clinic vet in Bornova: on the one shared database this spec's
 * vets live in İzmir, away from the discovery specs' Kadıköy vets.
 */
const ownerAndBornovaVet = (
  ownerName: string,
  vetName: string,
  clinic: { clinicName: string; specializations: string[]; sessionFee: number },
) =>
  Promise.all([
    createOwnerAt(ownerName, PLACES.kadikoyPier),
    createProvider('veterinarian', vetName, {
      location: PLACES.bornova,
      fields: vetFields({ ...clinic, servicePlace: 'clinic' }),
    }),
  ]);

type Emergency = { id: string; status: string; vetNote: string | null };

/** The owner's sent emergency requests, newest first, as the API gives them. */
const sentEmergencies = async (api: APIRequestContext) => {
  const response = await api.get('/api/emergencies');
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { items: Emergency[] }).items;
};

test('[owner][veterinarian][emergency]: an owner sends an emergency request from the vet’s profile; the vet takes it and resolves it; the owner is told each step', async ({
  page,
  context,
  browser,
}) => {
  // Two people's browsers through a care journey: up to a minute alone, longer on a busy machine.
  test.setTimeout(300_000);
  const [owner, vet] = await ownerAndBornovaVet('Gül Aciliyet', 'Dr. Defne Nöbetçi', {
    clinicName: 'Bornova Gece Kliniği',
    specializations: ['emergency', 'cats'],
    sessionFee: 700,
  });
  await addPet(owner.api, { name: 'Tarçın', species: 'cat' });
  await shareSession(owner.api, context);

  await page.goto(
    hashPath(
      buildPath('owner.providers.profile', { providerId: vet.id }, { kind: 'veterinarian' }),
    ),
  );
  const prompt = page.getByTestId('emergency-prompt');
  await expect(prompt).toContainText('Acil bir durum mu var?');
  await prompt.getByRole('button', { name: 'Acil durum talebi gönder' }).click();
  const form = page.getByRole('dialog', { name: 'Acil durum talebi' });
  // Nothing typed: each required field says what it needs.
  await form.getByRole('button', { name: 'Talebi gönder' }).click();
  await expect(form.getByText('Lütfen bulunduğunuz yeri yazın.')).toBeVisible();
  await expect(form.getByText('Lütfen durumu kısaca anlatın.')).toBeVisible();
  // The only pet is chosen already.
  await expect(form.getByRole('combobox', { name: 'Evcil hayvan' })).toHaveValue('Tarçın');
  await form.getByLabel('Konum').fill('Kazımdirik Mah. 372. Sok. No: 8, Bornova');
  await form.getByLabel('Ne oldu?').fill('Bir saattir kusuyor ve hiçbir şey yemiyor.');
  await form.getByRole('button', { name: 'Talebi gönder' }).click();
  await expect(
    page.getByText('Acil durum talebiniz Dr. Defne Nöbetçi adlı veterinere iletildi.'),
  ).toBeVisible();
  await expect(form).toBeHidden();
  expect((await sentEmergencies(owner.api)).map((sent) => sent.status)).toEqual(['pending']);

  // The vet, in a browser of their own, sees it on the emergency page and takes it.
  const vetSide = await pageAs(browser, vet.api);
  const vetPage = vetSide.page;
  await vetPage.goto(hashPath(buildPath('veterinarian.emergency')));
  await expect(notificationBell(vetPage)).toHaveAccessibleName('Bildirimler, 1 okunmamış');
  const card = vetPage.getByTestId('emergency-card').filter({ hasText: 'Gül Aciliyet' });
  await expect(card).toContainText('Yanıt bekliyor');
  await expect(card).toContainText('Tarçın · Kedi');
  await expect(card).toContainText('Kazımdirik Mah. 372. Sok. No: 8, Bornova');
  await expect(card).toContainText('Bir saattir kusuyor ve hiçbir şey yemiyor.');
  await card.getByRole('button', { name: 'İlgileniyorum' }).click();
  const take = vetPage.getByRole('dialog', { name: 'Talebi kabul et' });
  await expect(take).toContainText(
    'Gül Aciliyet adlı sahibe bu acil durumla ilgilendiğinizi bildireceğiz.',
  );
  await take.getByLabel('Sahibe not (isteğe bağlı)').fill('Hemen kliniğe gelin, sizi bekliyoruz.');
  await take.getByRole('button', { name: 'İlgileniyorum' }).click();
  await expect(vetPage.getByText('Sahibe ilgilendiğiniz bildirildi.')).toBeVisible();
  await expect(card).toContainText('Veteriner ilgileniyor');
  await expect(card).toContainText('Hemen kliniğe gelin, sizi bekliyoruz.');
  await expect(card.getByRole('button', { name: 'İlgileniyorum' })).toHaveCount(0);

  await card.getByRole('button', { name: 'Çözüldü olarak işaretle' }).click();
  const resolve = vetPage.getByRole('dialog', { name: 'Talebi çözüldü olarak işaretle' });
  await resolve.getByRole('button', { name: 'Çözüldü olarak işaretle' }).click();
  await expect(vetPage.getByText('Talep çözüldü olarak işaretlendi.')).toBeVisible();
  await expect(card).toContainText('Çözüldü');
  await expect(card.getByRole('button')).toHaveCount(0);
  await vetPage.getByRole('tab', { name: 'Çözülen' }).click();
  await expect(
    vetPage.getByTestId('emergency-card').filter({ hasText: 'Gül Aciliyet' }),
  ).toBeVisible();
  await vetSide.close();

  // The owner's dashboard lists the request resolved, with the vet's note; the API agrees, and
  // both answers arrived as notifications.
  const [resolved] = await sentEmergencies(owner.api);
  expect(resolved).toMatchObject({
    status: 'resolved',
    vetNote: 'Hemen kliniğe gelin, sizi bekliyoruz.',
  });
  await page.goto(hashPath(buildPath('owner.dashboard')));
  await page.reload();
  const sent = page.getByTestId('owner-emergency-requests').getByTestId('emergency-card');
  await expect(sent).toHaveCount(1);
  await expect(sent).toContainText('Dr. Defne Nöbetçi');
  await expect(sent).toContainText('Bornova Gece Kliniği');
  await expect(sent).toContainText('Çözüldü');
  await expect(sent).toContainText('Hemen kliniğe gelin, sizi bekliyoruz.');
  await expect(notificationBell(page)).toHaveAccessibleName('Bildirimler, 2 okunmamış');
  await notificationBell(page).click();
  const items = page.getByTestId('notification-item');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('Acil durum talebi çözüldü');
  await expect(items.nth(1)).toContainText('Veteriner acil durum talebinizle ilgileniyor');
  await expect(items.nth(1)).toContainText(
    'Dr. Defne Nöbetçi, Tarçın için gönderdiğiniz acil durum talebini aldı ve ilgileniyor.',
  );
});

test('[veterinarian][patients]: a vet finds a booked pet among their patients, records a vaccination and a visit, and the owner sees them on the pet', async ({
  page,
  context,
  browser,
}) => {
  // Two people's browsers through a care journey: up to a minute alone, longer on a busy machine.
  test.setTimeout(300_000);
  const [owner, vet] = await ownerAndBornovaVet('Levent Hastalı', 'Dr. Ilgaz Bornova', {
    clinicName: 'Ilgaz Veteriner',
    specializations: ['cats', 'dogs', 'vaccination'],
    sessionFee: 550,
  });
  const pets = {
    Pamukşeker: await addPet(owner.api, {
      name: 'Pamukşeker',
      species: 'cat',
      breed: 'Tekir',
      age: 2,
    }),
    Kömür: await addPet(owner.api, { name: 'Kömür', species: 'dog', age: 6 }),
  };
  // Both pets booked with the vet (the API, as the book screen would) and accepted.
  for (const [index, petId] of Object.values(pets).entries()) {
    const bookingId = await book(owner.api, {
      kind: 'veterinarian',
      providerId: vet.id,
      petId,
      service: 'vaccination',
      date: istanbulDate(2 + index),
      time: '10:00',
    });
    await act(vet.api, bookingId, 'accept');
  }

  const vetSide = await pageAs(browser, vet.api);
  const vetPage = vetSide.page;
  await vetPage.goto(hashPath(buildPath('veterinarian.patients')));
  await expect(vetPage.getByRole('heading', { name: 'Hasta Kayıtları' })).toBeVisible();
  await expect(vetPage.getByText('2 hasta')).toBeVisible();
  await vetPage.getByRole('searchbox', { name: 'Hasta ara' }).fill('pamuk');
  await expect(vetPage.getByText('1 hasta')).toBeVisible();
  await expect(vetPage.getByRole('link', { name: 'Kömür' })).toHaveCount(0);
  await vetPage.getByRole('link', { name: 'Pamukşeker' }).click();
  await expect(vetPage.getByRole('heading', { level: 1, name: 'Pamukşeker' })).toBeVisible();
  await expect(vetPage.getByText('Sahibi: Levent Hastalı')).toBeVisible();
  await expect(vetPage.getByText('Henüz aşı kaydı yok.')).toBeVisible();

  await vetPage.getByRole('button', { name: 'Aşı ekle' }).click();
  const vaccination = vetPage.getByRole('dialog', { name: 'Aşı kaydı ekle' });
  await vaccination.getByRole('button', { name: 'Aşıyı kaydet' }).click();
  await expect(vaccination.getByText('Lütfen aşının adını yazın.')).toBeVisible();
  await vaccination.getByLabel('Aşı adı').fill('Karma (FVRCP)');
  await vaccination.getByLabel('Not', { exact: true }).fill('Bir sonraki doz 4 hafta sonra.');
  await vaccination.getByRole('button', { name: 'Aşıyı kaydet' }).click();
  await expect(vetPage.getByText('Aşı kaydı başarıyla eklendi.')).toBeVisible();
  await expect(vaccination).toBeHidden();
  await expect(vetPage.getByText('Karma (FVRCP)')).toBeVisible();

  await vetPage.getByRole('button', { name: 'Muayene kaydı ekle' }).click();
  const visit = vetPage.getByRole('dialog', { name: 'Muayene kaydı ekle' });
  await visit.getByLabel('Geliş nedeni').fill('Yıllık kontrol ve aşı');
  await visit.getByLabel('Tanı', { exact: true }).fill('Genel durumu iyi, kilo ideal.');
  await visit.getByLabel('Tedavi', { exact: true }).fill('Karma aşı yapıldı.');
  await visit.getByRole('button', { name: 'Kaydı kaydet' }).click();
  await expect(vetPage.getByText('Muayene kaydı eklendi.')).toBeVisible();
  await expect(visit).toBeHidden();
  await expect(vetPage.getByText('Yıllık kontrol ve aşı')).toBeVisible();
  await expect(vetPage.getByText('Genel durumu iyi, kilo ideal.')).toBeVisible();
  await vetSide.close();

  // The owner sees the vaccination (and the visit) on the pet, and was told about the vaccination.
  await shareSession(owner.api, context);
  await page.goto(hashPath(buildPath('owner.pets.edit', { petId: pets.Pamukşeker })));
  const records = page.getByTestId(`vaccinations-${pets.Pamukşeker}`);
  await expect(records).toContainText('Karma (FVRCP)');
  await expect(records).toContainText('Dr. Ilgaz Bornova');
  await expect(page.getByTestId(`visits-${pets.Pamukşeker}`)).toContainText(
    'Yıllık kontrol ve aşı',
  );
  await expect(notificationBell(page)).toHaveAccessibleName(/^Bildirimler, \d+ okunmamış$/);
  await page.goto(hashPath(buildPath('notifications')));
  await expect(
    page.getByTestId('notification-item').filter({ hasText: 'Yeni aşı kaydı' }),
  ).toContainText('Dr. Ilgaz Bornova, Pamukşeker için');
});
