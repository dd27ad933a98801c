import { addDays } from '@patili/domain/shared';
import { expect } from '@playwright/test';

import { buildPath, hashPath, shareSession } from '../../support/api.ts';
import { choosePet, fillTime, istanbulDate, pageAs } from '../../support/bookings.ts';
import { pinIstanbulDay } from '../../support/clock.ts';
// One shared database: these providers live in İzmir, away from the discovery specs' Kadıköy walkers.
import {
  PLACES,
  createOwnerAt,
  createProvider,
  trainerFields,
  turkishDate,
  vetFields,
} from '../discovery/discovery-helpers.ts';
import { test } from '../../support/fixtures.ts';

const ownerWithPet = async (name: string, petName: string) => {
  const owner = await createOwnerAt(name, PLACES.kadikoyPier);
  const saved = await owner.api.post('/api/pets', {
    data: { name: petName, species: 'cat', age: 3 },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  return owner;
};

test('[owner][bookings]: a vet appointment carried from the request form is booked, accepted by the vet in another browser and listed as upcoming on both sides', async ({
  page,
  context,
  browser,
}) => {
  const owner = await ownerWithPet('Deniz Randevu', 'Minnoş');
  const vet = await createProvider('veterinarian', 'Dr. Oya Bornova', {
    location: PLACES.bornova,
    fields: vetFields({
      clinicName: 'Bornova Hayvan Kliniği',
      specializations: ['cats'],
      servicePlace: 'clinic',
      sessionFee: 600,
    }),
  });
  await shareSession(owner.api, context);
  const date = istanbulDate(4);

  // The vet request's choice arrives in the form; the owner only picks the pet.
  await page.goto(
    hashPath(
      buildPath(
        'owner.veterinarians.book',
        { vetId: vet.id },
        { service: 'vaccination', date, time: '11:30', notes: 'Kuduz aşısı.' },
      ),
    ),
  );
  await expect(page.getByRole('heading', { name: 'Veteriner randevusu' })).toBeVisible();
  await expect(
    page.getByText('Veteriner talebinizdeki hizmet, tarih ve saat forma eklendi.'),
  ).toBeVisible();
  await expect(page.getByLabel('Tarih')).toHaveValue(turkishDate(date));
  await choosePet(page, 'Minnoş');
  // A session fee of ₺600, the owner's 10% = ₺60, total ₺660.
  const quote = page.getByText('Fiyat özeti').locator('..');
  await expect(quote).toContainText('₺600');
  await expect(quote).toContainText('₺660');
  await page.getByRole('button', { name: 'Rezervasyon talebi gönder' }).click();
  await expect(page.getByText('Rezervasyon talebiniz gönderildi.', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/#\/owner\/bookings/, { timeout: 10_000 });

  const vetContext = await browser.newContext();
  await shareSession(vet.api, vetContext);
  const vetPage = await vetContext.newPage();
  await vetPage.goto(hashPath(buildPath('veterinarian.serviceRequests')));
  await expect(vetPage.getByText('Deniz Randevu')).toBeVisible();
  await expect(vetPage.getByText('Kuduz aşısı.')).toBeVisible();
  await vetPage.getByRole('button', { name: 'Kabul et' }).click();
  await vetPage.getByRole('button', { name: 'Evet, kabul et' }).click();
  await expect(vetPage.getByText('Talep kabul edildi.')).toBeVisible();
  await vetPage.goto(hashPath(buildPath('veterinarian.appointments')));
  await expect(vetPage.getByText('Deniz Randevu')).toBeVisible();
  await expect(vetPage.getByText('Onaylandı').first()).toBeVisible();
  await vetContext.close();

  await page.reload();
  await expect(page.getByText('Dr. Oya Bornova')).toBeVisible();
  await expect(page.getByText('Onaylandı').first()).toBeVisible();
  await expect(page.getByTestId('price-breakdown').getByText('₺660')).toBeVisible();
});

test('[owner][bookings]: a trainer session is booked with a typed date and time, a past time is refused, and the trainer sees the request', async ({
  page,
  context,
  browser,
  clock,
}) => {
  const owner = await ownerWithPet('Ece Eğitim', 'Boncuk');
  const trainer = await createProvider('trainer', 'Kaan Eğitmen', {
    location: PLACES.bornova,
    fields: trainerFields({ specializations: ['İtaat eğitimi'], years: 6, fee: 450 }),
  });
  await shareSession(owner.api, context);

  // It is 09:00 in Istanbul: 08:00 today has passed.
  const today = await pinIstanbulDay(clock, { days: 0, at: '09:00' });
  await page.goto(hashPath(buildPath('owner.trainers.book', { trainerId: trainer.id })));
  await expect(page.getByRole('heading', { name: 'Eğitim seansı rezervasyonu' })).toBeVisible();
  await choosePet(page, 'Boncuk');
  await page.getByLabel('Tarih').fill(turkishDate(today));
  await page.getByLabel('Tarih').press('Tab');
  await fillTime(page, '08:00');
  await page.getByRole('button', { name: 'Rezervasyon talebi gönder' }).click();
  await expect(page.getByText('Seans tarihi ve saati geçmişte olamaz.')).toBeVisible();

  await page.getByLabel('Tarih').fill(turkishDate(addDays(today, 6)));
  await page.getByLabel('Tarih').press('Tab');
  await fillTime(page, '15:00');
  const quote = page.getByText('Fiyat özeti').locator('..');
  await expect(quote).toContainText('₺450');
  await expect(quote).toContainText('₺495');
  await page.getByRole('button', { name: 'Rezervasyon talebi gönder' }).click();
  await expect(page).toHaveURL(/#\/owner\/bookings/, { timeout: 10_000 });
  await expect(page.getByText('Kaan Eğitmen', { exact: true })).toBeVisible();

  const trainerSide = await pageAs(browser, trainer.api, { clock });
  const trainerPage = trainerSide.page;
  await trainerPage.goto(hashPath(buildPath('trainer.serviceRequests')));
  await expect(trainerPage.getByText('Ece Eğitim')).toBeVisible();
  await expect(trainerPage.getByText('15:00').first()).toBeVisible();
  await trainerSide.close();
});
