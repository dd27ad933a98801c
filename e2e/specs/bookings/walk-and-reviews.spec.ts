import { expect, type Locator } from '@playwright/test';

import { buildPath, hashPath, shareSession } from '../../support/api.ts';
import { addPet, choosePet, fillTime, notificationBell, pageAs } from '../../support/bookings.ts';
import { istanbulAt, pinIstanbulDay } from '../../support/clock.ts';
// One shared database: this walker lives in İzmir, away from the discovery specs' Kadıköy walkers.
import {
  PLACES,
  createOwnerAt,
  createProvider,
  turkishDate,
  walkerFields,
} from '../discovery/discovery-helpers.ts';
import { test } from '../../support/fixtures.ts';

/** Clicks the star that gives `stars` in a review dialog (the radio itself is visually hidden). */
const rate = async (dialog: Locator, stars: number) => {
  const radio = dialog.getByRole('radio', { name: `${stars} yıldız` });
  await dialog.locator(`label[for="${await radio.getAttribute('id')}"]`).click();
  await expect(radio).toBeChecked();
};

test('[owner][walker][booking]: a walk booked for 10:00 is accepted, started and finished by the walker, paid out net, and both sides review each other', async ({
  page,
  context,
  browser,
  clock,
}) => {
  // A long journey (two people on a dozen screens, a walk and both reviews): 45 s on a busy
  // machine, nearer two minutes on an overloaded one.
  test.setTimeout(300_000);
  const [owner, walker] = await Promise.all([
    createOwnerAt('Nazlı Gezinti', PLACES.kadikoyPier),
    createProvider('pet_walker', 'Selim Patiyolu', {
      location: PLACES.bornova,
      fields: walkerFields({ knowsFirstAid: true, hourlyRate: 150 }),
    }),
  ]);
  await addPet(owner.api, { name: 'Zeytin', species: 'dog', age: 2 });
  await shareSession(owner.api, context);

  // At 09:00 (Istanbul) two days on, the owner books an hour's walk for 10:00 that day.
  const day = await pinIstanbulDay(clock, { days: 2, at: '09:00' });
  await page.goto(hashPath(buildPath('owner.petWalkers.book', { walkerId: walker.id })));
  await expect(page.getByRole('heading', { name: 'Gezdirici rezervasyonu' })).toBeVisible();
  await page.getByLabel('Tarih').fill(turkishDate(day));
  await page.getByLabel('Tarih').press('Tab');
  await fillTime(page, '10:00');
  await page.getByLabel('Buluşma adresi').fill('Moda Parkı girişi');
  // The only pet is already chosen; choosing it again changes nothing.
  await choosePet(page, 'Zeytin');
  // ₺150 an hour × 1 hour, the owner's 10% = ₺15, total ₺165.
  const quote = page.getByText('Fiyat özeti').locator('..');
  await expect(quote).toContainText('₺150');
  await expect(quote).toContainText('₺15');
  await expect(quote).toContainText('₺165');
  await page.getByRole('button', { name: 'Rezervasyon talebi gönder' }).click();
  await expect(page.getByText('Rezervasyon talebiniz gönderildi.', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/#\/owner\/bookings/, { timeout: 10_000 });

  // The walker accepts in a browser of their own, before the start comes (or the request expires).
  const walkerSide = await pageAs(browser, walker.api, { clock });
  const walkerPage = walkerSide.page;
  await walkerPage.goto(hashPath(buildPath('petWalker.serviceRequests')));
  await expect(walkerPage.getByText('Nazlı Gezinti')).toBeVisible();
  // The bell: the request is the walker's one unread notification.
  await expect(notificationBell(walkerPage)).toHaveAccessibleName('Bildirimler, 1 okunmamış');
  await walkerPage.getByRole('button', { name: 'Kabul et' }).click();
  await walkerPage.getByRole('button', { name: 'Evet, kabul et' }).click();
  await expect(walkerPage.getByText('Talep kabul edildi.')).toBeVisible();

  // Today's walks: at 09:45 the walk may start (from 30 minutes before its time).
  await clock.set(istanbulAt(day, '09:45'));
  await walkerPage.goto(hashPath(buildPath('petWalker.today')));
  await expect(walkerPage.getByRole('heading', { name: 'Bugünkü yürüyüşler' })).toBeVisible();
  const start = walkerPage.getByRole('button', { name: 'Yürüyüşü başlat' });
  await expect(start).toBeEnabled();
  const card = walkerPage.getByTestId('booking-card').filter({ hasText: 'Nazlı Gezinti' });
  await expect(card).toContainText('Zeytin');
  await expect(card).toContainText('Moda Parkı girişi');
  await start.click();
  await expect(walkerPage.getByText('Yürüyüş başladı. İyi yürüyüşler!')).toBeVisible();
  await expect(walkerPage.getByRole('timer', { name: 'Geçen süre' })).toBeVisible();

  // The owner, still on their bookings, sees the walk begin and follows it (no reload).
  const booking = page.getByTestId('booking-card').filter({ hasText: 'Selim Patiyolu' });
  await booking.getByRole('link', { name: 'Canlı takip' }).click();
  await expect(page.getByTestId('walk-state')).toHaveText('Canlı');

  // The booking completes only once its start has passed: at 10:01 the walker finishes (confirmed).
  await clock.set(istanbulAt(day, '10:01'));
  await walkerPage.getByRole('button', { name: 'Yürüyüşü bitir' }).click();
  const finish = walkerPage.getByRole('dialog', { name: 'Yürüyüşü bitir' });
  await expect(finish).toContainText('Zeytin ile yürüyüşü bitirmek istiyor musunuz?');
  await finish.getByRole('button', { name: 'Evet, bitir' }).click();
  await expect(
    walkerPage.getByText('Yürüyüş bitti ve tamamlandı olarak kaydedildi.'),
  ).toBeVisible();
  await expect(card).toContainText('Bitti:');
  await expect(walkerPage.getByRole('button', { name: 'Yürüyüşü başlat' })).toHaveCount(0);

  // History keeps the recorded walk; earnings pay out ₺150 less the 8% commission: ₺138.
  await walkerPage.goto(hashPath(buildPath('petWalker.history')));
  const walkRow = walkerPage.getByTestId('walk-row').filter({ hasText: 'Nazlı Gezinti' });
  await expect(walkRow).toContainText('Zeytin');
  await expect(walkRow).toContainText('10:00');
  await expect(walkRow).not.toContainText('Kaydedilmedi');
  await walkerPage.goto(hashPath(buildPath('petWalker.earnings')));
  const earningRow = walkerPage.getByTestId('earnings-row').filter({ hasText: 'Nazlı Gezinti' });
  await expect(earningRow).toContainText('₺150');
  await expect(earningRow).toContainText('−₺12');
  await expect(earningRow).toContainText('₺138');
  await expect(walkerPage.getByText('Toplam net kazanç').first()).toBeVisible();

  // The owner following the walk is asked at once (no reload) how it went, and rates the
  // walker five stars from there.
  const prompt = page.getByTestId('walk-review-prompt');
  await expect(prompt).toContainText('Yürüyüş bitti. Selim Patiyolu ile yürüyüş nasıldı?');
  await prompt.getByRole('button', { name: 'Değerlendir' }).click();
  const ownerReview = page.getByRole('dialog', {
    name: 'Selim Patiyolu adlı hizmet vereni değerlendirin',
  });
  await rate(ownerReview, 5);
  await ownerReview
    .getByLabel('Yorum (isteğe bağlı)')
    .fill('Zeytin yürüyüşten çok mutlu döndü, teşekkürler!');
  await ownerReview.getByRole('button', { name: 'Değerlendirmeyi gönder' }).click();
  await expect(page.getByText('Değerlendirmeniz kaydedildi. Teşekkürler!')).toBeVisible();
  await expect(prompt).toHaveCount(0);

  // Back on the bookings: completed, with the breakdown and the review, nothing left to rate.
  await page.getByRole('link', { name: 'Rezervasyonlarıma dön' }).click();
  await expect(booking.getByText('Tamamlandı')).toBeVisible();
  const breakdown = booking.getByTestId('price-breakdown');
  await expect(breakdown).toContainText('Hizmet bedeli');
  await expect(breakdown).toContainText('₺150');
  await expect(breakdown).toContainText('Platform hizmet bedeli');
  await expect(breakdown).toContainText('₺15');
  await expect(breakdown).toContainText('₺165');
  await expect(booking).toContainText('Değerlendirmeniz: 5/5');
  await expect(booking.getByRole('button', { name: 'Değerlendir' })).toHaveCount(0);

  // The walker rates the owner back from their completed appointments.
  await walkerPage.goto(hashPath(buildPath('petWalker.appointments')));
  await walkerPage.getByRole('tab', { name: 'Tamamlanan' }).click();
  const done = walkerPage.getByTestId('booking-card').filter({ hasText: 'Nazlı Gezinti' });
  await expect(done).toContainText('Size verilen puan: 5/5');
  await expect(done.getByTestId('price-breakdown')).toContainText('₺138');
  await done.getByRole('button', { name: 'Sahibi değerlendir' }).click();
  const walkerReview = walkerPage.getByRole('dialog', {
    name: 'Nazlı Gezinti adlı evcil hayvan sahibini değerlendirin',
  });
  await rate(walkerReview, 4);
  await walkerReview.getByLabel('Yorum (isteğe bağlı)').fill('Dakik ve ilgili bir sahip.');
  await walkerReview.getByRole('button', { name: 'Değerlendirmeyi gönder' }).click();
  await expect(walkerPage.getByText('Değerlendirmeniz kaydedildi. Teşekkürler!')).toBeVisible();
  await expect(done).toContainText('Değerlendirmeniz: 4/5');

  // The walker's reviews page shows the owner's review (first name only) with its five stars.
  await walkerPage.goto(hashPath(buildPath('petWalker.reviews')));
  await expect(walkerPage.getByRole('heading', { name: 'Değerlendirmeler' })).toBeVisible();
  const review = walkerPage
    .getByTestId('received-review')
    .filter({ hasText: 'Zeytin yürüyüşten çok mutlu döndü' });
  await expect(review).toContainText('Nazlı');
  await expect(review).not.toContainText('Gezinti');
  await expect(review.getByLabel('5 üzerinden 5 yıldız')).toBeVisible();
  await expect(walkerPage.getByText('1 değerlendirme').first()).toBeVisible();
  await walkerSide.close();

  // The owner's bell: accepted, completed and reviewed are unread; the notifications page reads them.
  // A fresh load: the bell reads the count on load, on focus and every minute, and this page has
  // been open since before the review.
  await page.goto(hashPath(buildPath('owner.dashboard')));
  await page.reload();
  const bell = notificationBell(page);
  await expect(bell).toHaveAccessibleName('Bildirimler, 3 okunmamış');
  await bell.click();
  await expect(page).toHaveURL(/#\/notifications/);
  await expect(page.getByTestId('unread-summary')).toHaveText('3 okunmamış bildirim');
  const items = page.getByTestId('notification-item');
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toContainText('Yeni bir değerlendirme aldınız');
  await expect(items.nth(1)).toContainText('Hizmet tamamlandı');
  await expect(items.nth(2)).toContainText('Rezervasyonunuz onaylandı');
  // Opening one marks it read and follows it to the bookings.
  await items.nth(2).getByRole('button').click();
  await expect(page).toHaveURL(/#\/owner\/bookings/);
  await expect(bell).toHaveAccessibleName('Bildirimler, 2 okunmamış');
  await bell.click();
  await expect(page.getByTestId('unread-summary')).toHaveText('2 okunmamış bildirim');
  await expect(items.nth(2)).not.toHaveAttribute('data-unread');
  await page.getByRole('button', { name: 'Tümünü okundu işaretle' }).click();
  await expect(page.getByText('Tüm bildirimler okundu olarak işaretlendi.')).toBeVisible();
  await expect(page.getByTestId('unread-summary')).toHaveText('Tüm bildirimleri okudunuz.');
  await expect(page.locator('[data-unread]')).toHaveCount(0);
  await expect(bell).toHaveAccessibleName('Bildirimler');
});
