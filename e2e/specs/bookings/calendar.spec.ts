import { readFile } from 'node:fs/promises';

import { expect } from '@playwright/test';

import { buildPath, hashPath, shareSession, uniqueName } from '../../support/api.ts';
import { istanbulDate, pageAs } from '../../support/bookings.ts';
import { test } from '../../support/fixtures.ts';
import { PLACES, createOwnerAt, createProvider, walkerFields } from '../discovery/discovery-helpers.ts';

/** The content lines of a calendar text, folded lines joined back. */
const linesOf = (text: string) => text.replace(/\r\n /g, '').split('\r\n');

/** An owner with a dog and a walker, and a walk between them the walker accepted. */
const confirmedWalk = async () => {
  const owner = await createOwnerAt(uniqueName('Selin Takvim'), PLACES.moda);
  const pet = await owner.api.post('/api/pets', { data: { name: 'Fındık', species: 'dog', age: 2 } });
  expect(pet.status(), await pet.text()).toBe(201);
  const petId = ((await pet.json()) as { pet: { id: string } }).pet.id;
  const walker = await createProvider('pet_walker', uniqueName('Kaan Takvim'), {
    location: PLACES.moda,
    fields: walkerFields({ knowsFirstAid: true, hourlyRate: 250 }),
  });
  const date = istanbulDate(3);
  const booked = await owner.api.post('/api/bookings', {
    data: {
      kind: 'pet_walker',
      providerId: walker.id,
      petId,
      date,
      time: '09:30',
      hours: 1,
      addressForWalker: 'Moda Parkı, çay bahçesi önü',
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const bookingId = ((await booked.json()) as { booking: { id: string } }).booking.id;
  const accepted = await walker.api.post(`/api/bookings/${bookingId}/accept`, { data: {} });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return { owner, walker, bookingId, date };
};

test('[provider][bookings]: a walker makes a calendar feed on their profile and the feed lists the confirmed walk', async ({
  page,
  context,
}) => {
  const { owner, walker, bookingId, date } = await confirmedWalk();
  await shareSession(walker.api, context);
  await page.goto(hashPath(buildPath('petWalker.profileSetup')));
  const card = page.getByTestId('calendar-feed-card');
  await expect(card.getByRole('heading', { name: 'Takvim aboneliği' })).toBeVisible();
  await expect(card.getByText('Henüz bir takvim adresiniz yok.')).toBeVisible();
  await card.getByRole('button', { name: 'Takvim adresi oluştur' }).click();
  await expect(card.getByText('Takvim adresiniz hazır.')).toBeVisible();
  const url = await card.getByTestId('calendar-feed-url').inputValue();
  expect(url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\/bookings\.ics$/);

  // What a calendar app reads: no session, the token is the key.
  const feed = await page.request.get(url, { headers: { cookie: '' } });
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const lines = linesOf(await feed.text());
  expect(lines.some((line) => line.startsWith(`UID:booking-${bookingId}@`))).toBe(true);
  expect(lines).toContain(`SUMMARY:Köpek Gezdirme · ${owner.name}`);
  expect(lines).toContain(`DTSTART;TZID=Europe/Istanbul:${date.replace(/-/g, '')}T093000`);
  expect(lines).toContain('LOCATION:Moda Parkı\\, çay bahçesi önü');

  // Renewing asks first; the old address then answers 404.
  await card.getByRole('button', { name: 'Yenile (eski adres çalışmaz)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Takvim adresi yenilensin mi?' });
  await dialog.getByTestId('calendar-feed-confirm').click();
  await expect(card.getByText('Takvim adresi yenilendi; eski adres artık çalışmıyor.')).toBeVisible();
  await expect(card.getByTestId('calendar-feed-url')).not.toHaveValue(url);
  expect((await page.request.get(url)).status()).toBe(404);
});

test('[owner][bookings]: the owner downloads a confirmed walk as an .ics file from their bookings', async ({
  browser,
}) => {
  const { owner, walker, bookingId } = await confirmedWalk();
  const { page } = await pageAs(browser, owner.api);
  await page.goto(hashPath(buildPath('owner.bookings', undefined, { tab: 'confirmed' })));
  const card = page.getByTestId('booking-card').filter({ hasText: walker.name });
  await expect(card).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('link', { name: new RegExp(`^Takvime ekle: ${walker.name} ile rezervasyon`) }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`patili-booking-${bookingId}.ics`);
  const text = await readFile(await download.path(), 'utf8');
  const lines = linesOf(text);
  expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
  expect(lines).toContain(`SUMMARY:Köpek Gezdirme · ${walker.name}`);
  expect(lines.some((line) => line.startsWith(`UID:booking-${bookingId}@`))).toBe(true);
});
