import { expect } from '@playwright/test';

import { buildPath, hashPath, shareSession } from '../../support/api.ts';
import { notificationBell, pageAs } from '../../support/bookings.ts';
import { istanbulAt } from '../../support/clock.ts';
import { test } from '../../support/fixtures.ts';
import { requestWalkTwoDaysOn } from './walk-helpers.ts';

test('[owner][walker][booking]: a walk request nobody answers lapses at its start: the walker can no longer accept it, and both are told it expired at once', async ({
  page,
  context,
  browser,
  clock,
}) => {
  // At 09:00 (Istanbul) two days on, the owner asks for a walk at 10:00 that day. A request waits
  // for its answer 24 hours, or until its start when that comes sooner: here, until 10:00.
  const { owner, walker, day, bookingId } = await requestWalkTwoDaysOn(clock, {
    ownerName: 'Pınar Beklemez',
    walkerName: 'Tolga Geçyanıt',
    // One shared database: this walker lives in İzmir, away from the discovery specs' Kadıköy walkers.
    place: 'bornova',
    knowsFirstAid: false,
    petName: 'Karamel',
    petAge: 4,
    address: 'Moda Parkı girişi',
  });
  await shareSession(owner.api, context);
  await page.goto(hashPath(buildPath('owner.bookings')));
  const booking = page.getByTestId('booking-card').filter({ hasText: 'Tolga Geçyanıt' });
  await expect(booking.getByText('Beklemede')).toBeVisible();
  // The deadline is shown on the Istanbul clock, though this browser runs in New York's zone.
  await expect(booking.getByText(/^Yanıt için son: /)).toContainText('10:00');

  // The walker opens their requests before the start: the request may still be accepted.
  const walkerSide = await pageAs(browser, walker.api, { clock });
  const walkerPage = walkerSide.page;
  await walkerPage.goto(hashPath(buildPath('petWalker.serviceRequests')));
  const request = walkerPage.getByTestId('booking-card').filter({ hasText: 'Pınar Beklemez' });
  await expect(request.getByRole('button', { name: 'Kabul et' })).toBeVisible();

  // 10:01: the start has passed unanswered. The expiry job runs as the clock moves: the walker's
  // open page drops the request's answers without a reload, and an answer sent anyway (from a page
  // that missed the change) is refused.
  await clock.set(istanbulAt(day, '10:01'));
  await expect(request.getByRole('button', { name: 'Kabul et' })).toHaveCount(0);
  const late = await walker.api.post(`/api/bookings/${bookingId}/accept`, { data: {} });
  expect(late.status()).toBe(409);
  expect(((await late.json()) as { message: string }).message).toBe('Bu talep artık yanıt beklemiyor.');

  // The owner's open list shows it expired without a reload.
  await expect(booking.getByText('Talep yanıtlanmadığı için süresi doldu.')).toBeVisible();
  await expect(booking.getByText('İptal edildi')).toBeVisible();
  await expect(booking.getByRole('button', { name: 'İptal et' })).toHaveCount(0);

  // Both are told, newest first, with the pet and the walk's time on the Istanbul clock: the owner
  // has that one notification, the walker the request's and that one.
  for (const [side, unread] of [
    [page, 1],
    [walkerPage, 2],
  ] as const) {
    await side.goto(hashPath(buildPath('notifications')));
    await expect(notificationBell(side)).toHaveAccessibleName(`Bildirimler, ${unread} okunmamış`);
    const items = side.getByTestId('notification-item');
    await expect(items).toHaveCount(unread);
    await expect(items.first()).toContainText('Rezervasyon talebinin süresi doldu');
    await expect(items.first()).toContainText('Karamel için');
    await expect(items.first()).toContainText('10:00');
  }
  await walkerSide.close();
});
