import { WALK_SEND_INTERVAL_MS } from '@patili/domain/bookings';
import { expect, type Page } from '@playwright/test';

import { buildPath, hashPath, shareSession } from '../../support/api.ts';
import { act, pageAs } from '../../support/bookings.ts';
import { istanbulAt } from '../../support/clock.ts';
import { pawPhoto } from '../discovery/discovery-helpers.ts';
import { test } from '../../support/fixtures.ts';
import { requestWalkTwoDaysOn } from './walk-helpers.ts';

/** Moda's pier, and the route north along the shore: 0.0003° of latitude is about 33 m. */
const START = { latitude: 40.9849, longitude: 29.0257 };
const stepNorth = (steps: number) => ({
  latitude: START.latitude + steps * 0.0003,
  longitude: START.longitude,
});

/** The kilometres a screen shows (`0,13 km`), as a number. */
const kmOn = async (page: Page, testId: string) => {
  const text = (await page.getByTestId(testId).textContent()) ?? '';
  return Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
};

test('[owner][walker][booking]: an owner follows a walk live as the walker’s browser shares its position, then reads the walk report', async ({
  page,
  context,
  browser,
  clock,
}) => {
  // Two browsers follow a walk of eight steps, each sent and stored before the next: about a
  // minute on a busy machine, nearer two on an overloaded one.
  test.setTimeout(300_000);
  // At 09:00 (Istanbul) two days on, a walk at 10:00 that day, accepted by the walker.
  const { owner, walker, day, bookingId } = await requestWalkTwoDaysOn(clock, {
    ownerName: 'Derya Canlı',
    walkerName: 'Kaan Rotacı',
    // One shared database: this walker lives in İzmir, away from the discovery specs' Kadıköy walkers.
    place: 'bornova',
    knowsFirstAid: true,
    petName: 'Bulut',
    petAge: 3,
    address: 'Moda İskelesi',
  });
  await act(walker.api, bookingId, 'accept');

  // The owner opens the walk before it starts: it says so.
  await shareSession(owner.api, context);
  await page.goto(hashPath(buildPath('owner.bookings.walk', { bookingId })));
  await expect(page.getByRole('heading', { name: 'Canlı takip' })).toBeVisible();
  await expect(
    page.getByText(/Yürüyüş henüz başlamadı\. Kaan Rotacı yürüyüşü başlattığında/),
  ).toBeVisible();

  // At 09:45 the walk may start. The walker's browser may read the position; it starts at Moda's pier.
  await clock.set(istanbulAt(day, '09:45'));
  const walkerSide = await pageAs(browser, walker.api, {
    clock,
    options: { permissions: ['geolocation'], geolocation: START },
  });
  const walkerPage = walkerSide.page;
  await walkerPage.goto(hashPath(buildPath('petWalker.today')));
  const card = walkerPage.getByTestId('booking-card').filter({ hasText: 'Derya Canlı' });
  await card.getByRole('button', { name: 'Yürüyüşü başlat' }).click();
  await expect(walkerPage.getByText('Yürüyüş başladı. İyi yürüyüşler!')).toBeVisible();

  // Before the browser asks, the walker is told why and with whom; then shares.
  const panel = walkerPage.getByTestId('walk-tracker');
  await expect(panel.getByText('Konumunuzu Derya Canlı ile paylaşın')).toBeVisible();
  await panel.getByRole('button', { name: 'Konumu paylaş' }).click();
  await expect(panel.getByTestId('tracking-status')).toHaveText('Paylaşılıyor');

  // The owner's screen turns live without a reload.
  await expect(page.getByTestId('walk-state')).toHaveText('Canlı', { timeout: 15_000 });

  // The walker walks north, a step of about 33 m at a time. The browser keeps a reading at most
  // every 3 s and sends what it has every 5 s: the clock moves on by a send's interval until the
  // walker's panel counts the step's reading stored, so readings are 5 s or more apart (33 m in
  // 5 s is a brisk walk, well under the 15 m/s of a GPS jump).
  const storedPoints = panel.getByTestId('tracking-points');
  const sendUntilStored = async (count: number) => {
    await expect(async () => {
      await clock.advance(WALK_SEND_INTERVAL_MS);
      await expect
        .poll(async () => Number(await storedPoints.textContent()), { timeout: 2_000 })
        .toBeGreaterThanOrEqual(count);
    }).toPass();
  };
  await sendUntilStored(1);
  const walkTo = async (step: number) => {
    await walkerSide.context.setGeolocation(stepNorth(step));
    await sendUntilStored(step + 1);
  };
  for (let step = 1; step <= 5; step += 1) await walkTo(step);
  // The owner sees the distance grow and the route drawn on the map, never reloading.
  await expect.poll(() => kmOn(page, 'walk-distance'), { timeout: 30_000 }).toBeGreaterThan(0.05);
  const first = await kmOn(page, 'walk-distance');
  const route = page.locator('[data-testid="walk-map"] path.walk-route');
  await expect(route).toHaveCount(1);
  await expect(route).toHaveAttribute('d', /M.*L/);
  for (let step = 6; step <= 8; step += 1) await walkTo(step);
  await expect.poll(() => kmOn(page, 'walk-distance'), { timeout: 30_000 }).toBeGreaterThan(first);
  await expect
    .poll(async () => Number(await page.getByTestId('walk-points').textContent()), {
      timeout: 15_000,
    })
    .toBeGreaterThanOrEqual(6);
  await expect(panel.getByTestId('tracking-points')).not.toHaveText('0');
  // OpenStreetMap's credit is on the map even with no tiles (the tests run offline).
  await expect(page.getByRole('link', { name: 'OpenStreetMap' })).toBeVisible();

  // At 10:01, once the booked start has passed, the walker finishes and writes the report at once.
  await clock.set(istanbulAt(day, '10:01'));
  await card.getByRole('button', { name: 'Yürüyüşü bitir' }).click();
  await walkerPage
    .getByRole('dialog', { name: 'Yürüyüşü bitir' })
    .getByRole('button', { name: 'Evet, bitir' })
    .click();
  const report = walkerPage.getByRole('dialog', { name: 'Yürüyüş raporu' });
  await expect(report).toContainText('Bulut ile yürüyüşü Derya Canlı ile paylaşın');
  await report
    .getByLabel('Not', { exact: true })
    .fill('Sahilde uzun bir yürüyüş yaptık; Bulut bol su içti.');
  await report
    .locator('input[type="file"]')
    .setInputFiles({ name: 'yuruyus.png', mimeType: 'image/png', buffer: pawPhoto(7) });
  await expect(report.getByText('1 / 5')).toBeVisible();
  await report.getByRole('button', { name: 'Raporu gönder' }).click();
  await expect(
    walkerPage.getByText('Rapor gönderildi; Derya Canlı bilgilendirildi.'),
  ).toBeVisible();
  await expect(card.getByRole('button', { name: 'Raporu düzenle' })).toBeVisible();

  // The owner's screen becomes the report: duration, distance, route, note and photo.
  await expect(page.getByRole('heading', { name: 'Yürüyüş raporu' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByTestId('walk-state')).toHaveText('Bitti');
  await expect(page.getByTestId('walk-report-note')).toHaveText(
    'Sahilde uzun bir yürüyüş yaptık; Bulut bol su içti.',
  );
  const photo = page.getByRole('img', { name: 'Yürüyüş fotoğrafı 1' });
  await expect(photo).toBeVisible();
  await expect
    .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await expect(route).toHaveCount(1);

  // And the bookings list leads to it.
  await page.goto(hashPath(buildPath('owner.bookings')));
  const ownerCard = page.getByTestId('booking-card').filter({ hasText: 'Kaan Rotacı' });
  await expect(ownerCard.getByRole('link', { name: 'Yürüyüş raporu' })).toHaveAttribute(
    'href',
    `#${buildPath('owner.bookings.walk', { bookingId })}`,
  );
  await walkerSide.close();
});
