import { readFile } from 'node:fs/promises';

import { addDays, formatKurus } from '@patili/domain/shared';
import { expect, type Page } from '@playwright/test';

import { buildPath, createVerifiedUser, hashPath, newApi, uniqueName } from '../../support/api.ts';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { act, addPet, book } from '../../support/bookings.ts';
import { istanbulAt, pinIstanbulDay } from '../../support/clock.ts';
import { logIn } from '../../support/forms.ts';
import { watchForScripts, XSS_PAYLOADS } from '../../support/xss.ts';
import { createProvider, PLACES, walkerFields } from '../discovery/discovery-helpers.ts';
import { test } from '../../support/fixtures.ts';

const ADMIN = { email: 'admin@patili.app', password: 'Admin-e2e-123' };

type Stats = Record<string, number>;

/** A count as the dashboard shows it: in the Turkish locale, whatever the interface language. */
const turkish = (value: number) => new Intl.NumberFormat('tr-TR').format(value);

/** `YYYY-MM-DD` as the Turkish date field reads it (`23.11.2026`). */
const turkishDate = (date: string) => date.split('-').reverse().join('.');

/** The provider names of the performance table's rows, in order. */
const rowNames = (page: Page) => page.getByTestId('performance-table').locator('tbody tr td:first-child').allInnerTexts();

test('[admin][reports]: the dashboard counts the platform; a walker performance list sorts on the server and opens a walker; a period report downloads as CSV; statistics draw it', async ({
  page,
  clock,
}) => {
  // Six screens with four accessibility scans and two downloads: one to two minutes on a busy
  // machine.
  test.setTimeout(300_000);
  // The test's day: two days ago, from 09:00 (Istanbul). A day in the past, so that no request an
  // earlier test left waiting on this server (made later, starting later) falls due for the
  // server's expiry job, on this clock, while the test counts the platform.
  const today = await pinIstanbulDay(clock, { days: -2, at: '09:00' });
  const adminApi = await newApi();
  expect((await adminApi.post('/api/auth/sign-in/email', { data: ADMIN })).status()).toBe(200);
  // The suite's specs share one platform: the counts are measured from what it holds now.
  const before = (await (await adminApi.get('/api/admin/stats')).json()) as Stats;
  const reportOfToday = async () =>
    (await (await adminApi.get(`/api/admin/reports?from=${today}&to=${today}`)).json()) as {
      bookings: { total: number; byStatus: { status: string; count: number }[] };
      value: { grossKurus: number; netPayableKurus: number; commissionKurus: number };
      payments: { commissionPaid: { amountKurus: number } };
    };
  const reportBefore = await reportOfToday();

  // Two walkers and an owner: Ahmet answers two requests (accepts one, rejects one) and completes a
  // walk the owner reviews with a script in the comment; Zeynep accepts her one request. Their
  // surname is this try's own: a retry on the same server finds only its own two walkers.
  const surname = uniqueName('Raporgezer');
  const [owner, ahmet, zeynep] = await Promise.all([
    createVerifiedUser('owner', 'Selin Raporcu'),
    createProvider('pet_walker', `Ahmet ${surname}`, { location: PLACES.cankaya, fields: walkerFields({ knowsFirstAid: true, hourlyRate: 200 }) }),
    createProvider('pet_walker', `Zeynep ${surname}`, { location: PLACES.cankaya, fields: walkerFields({ knowsFirstAid: false, hourlyRate: 150 }) }),
  ]);
  const petId = await addPet(owner.api, { name: 'Boncuk', species: 'dog', age: 3 });
  const walk = (walkerId: string, date: string, time: string) =>
    book(owner.api, { kind: 'pet_walker', providerId: walkerId, petId, date, time, hours: 1, addressForWalker: 'Moda Parkı' });
  const completedId = await walk(ahmet.id, today, '10:00');
  await act(ahmet.api, completedId, 'accept');
  const rejectedId = await walk(ahmet.id, addDays(today, 6), '11:00');
  await act(ahmet.api, rejectedId, 'reject', { note: 'O gün doluyum.' });
  const acceptedId = await walk(zeynep.id, addDays(today, 5), '10:00');
  await act(zeynep.api, acceptedId, 'accept');
  // The walk starts at 09:45, in its window, and is finished at 10:01, once its start has passed.
  await clock.set(istanbulAt(today, '09:45'));
  await act(ahmet.api, completedId, 'walk/start');
  await clock.set(istanbulAt(today, '10:01'));
  await act(ahmet.api, completedId, 'walk/finish');
  await act(owner.api, completedId, 'reviews', { rating: 4, comment: XSS_PAYLOADS.join(' ') });

  const scripts = watchForScripts(page);
  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/#\/admin\/dashboard/);

  // Dashboard: every count tile says what the database holds, in the Turkish locale.
  const stats = (await (await adminApi.get('/api/admin/stats')).json()) as Stats;
  const added = (key: string) => stats[key]! - before[key]!;
  expect(added('totalBookings')).toBe(3);
  expect(added('petWalkers')).toBe(2);
  expect(added('completedBookings')).toBe(1);
  expect(added('cancelledBookings')).toBe(1);
  expect(added('confirmedBookings')).toBe(1);
  expect(added('bookings30d')).toBe(3);
  for (const key of ['totalUsers', 'totalBookings', 'sitters', 'veterinarians', 'petWalkers', 'activeUsers24h', 'bookings30d', 'confirmedBookings', 'completedBookings', 'cancelledBookings']) {
    await expect(page.getByTestId(`stat-${key}`), key).toHaveText(turkish(stats[key]!));
  }
  // No payment of this spec's bookings was confirmed: the commission earned is what it was.
  expect(stats.revenueKurus).toBe(before.revenueKurus);
  await expect(page.getByTestId('stat-revenueKurus')).toHaveText(formatKurus(stats.revenueKurus!, 'tr'));
  // The last 30 days' money: the report the reports and finance pages open with, under the same labels.
  const last30 = (await (await adminApi.get(`/api/admin/reports?from=${addDays(today, -29)}&to=${today}`)).json()) as {
    value: { commissionKurus: number };
    payments: { commissionPaid: { amountKurus: number } };
  };
  const money = page.getByTestId('dashboard-money');
  await expect(money.getByTestId('figure-dashboard-commission-both-paid')).toContainText('Platform komisyonu (sahip + hizmet veren), ödenen');
  await expect(money.getByTestId('figure-dashboard-commission-both-paid-value')).toHaveText(formatKurus(last30.payments.commissionPaid.amountKurus, 'tr'));
  await expect(money.getByTestId('figure-dashboard-commission-both-booked-value')).toHaveText(formatKurus(last30.value.commissionKurus, 'tr'));
  await expect(page.getByTestId('shortcut-admin.petWalkersPerformance')).toBeVisible();
  await expectNoAxeViolations(page, 'admin dashboard (tr)');

  // Walker performance: sorted on the server; a click on a header changes the order.
  await page.getByTestId('shortcut-admin.petWalkersPerformance').click();
  await expect(page.getByRole('heading', { name: 'Gezdirici performansı', level: 1 })).toBeVisible();
  const table = page.getByTestId('performance-table');
  // This spec's two walkers, by their shared surname; most completed first by default.
  await page.getByTestId('performance-search').fill(surname);
  await expect.poll(() => rowNames(page)).toEqual([`Ahmet ${surname}`, `Zeynep ${surname}`]);
  const ahmetRow = table.getByRole('row').filter({ hasText: `Ahmet ${surname}` });
  await expect(ahmetRow).toContainText('%50');
  await expect(ahmetRow).toContainText('1 / 2');
  await expect(ahmetRow).toContainText('₺184');
  await expect(ahmetRow).toContainText('4,0');
  await table.getByRole('button', { name: 'Kabul oranı sütununa göre azalan sırala' }).click();
  await expect.poll(() => rowNames(page)).toEqual([`Zeynep ${surname}`, `Ahmet ${surname}`]);
  await expect(page).toHaveURL(/sort=acceptanceRate/);
  await table.getByRole('button', { name: 'Kabul oranı sütununa göre artan sırala' }).click();
  await expect.poll(() => rowNames(page)).toEqual([`Ahmet ${surname}`, `Zeynep ${surname}`]);
  // The search takes any text as text: the script payloads find no one and run nothing.
  for (const payload of XSS_PAYLOADS.slice(0, 3)) {
    await page.getByTestId('performance-search').fill(payload);
    await expect(page.getByTestId('performance-table-empty')).toHaveText('Kayıt bulunamadı.');
  }
  await page.getByTestId('performance-search').fill(`zeynep ${surname.toLocaleLowerCase('tr')}`);
  await expect.poll(() => rowNames(page)).toEqual([`Zeynep ${surname}`]);
  await page.getByTestId('performance-search').fill(surname.toLocaleLowerCase('tr'));
  await expect.poll(() => rowNames(page)).toHaveLength(2);
  await expectNoAxeViolations(page, 'walker performance (tr)');

  // The walker's page: figures, this month's completed walk and earnings, the booking, the review as text.
  await page.getByRole('link', { name: `Ahmet ${surname} ayrıntıları` }).click();
  await expect(page.getByRole('heading', { name: `Ahmet ${surname}`, level: 1 })).toBeVisible();
  await expect(page.getByTestId('figure-detail-bookings-value')).toHaveText('2');
  await expect(page.getByTestId('figure-detail-completed-value')).toHaveText('1');
  await expect(page.getByTestId('figure-detail-earnings-value')).toHaveText('₺184');
  const months = page.getByTestId('detail-months');
  await expect(months.getByRole('row').last()).toContainText('₺184');
  await expect(months.getByTestId('chart-timeline')).toBeVisible();
  await expect(page.getByTestId('detail-recent').getByRole('row')).toHaveCount(3);
  const reviews = page.getByTestId('detail-reviews');
  await expect(reviews).toContainText('Selin Raporcu');
  await expect(reviews).toContainText(XSS_PAYLOADS[0]);
  await expectNoAxeViolations(page, 'walker detail (tr)');

  // Reports: a custom period (today), its figures, and the status table as CSV. Today's report
  // grew by this spec's three bookings; the page and its CSV say what the report says.
  const report = await reportOfToday();
  expect(report.bookings.total - reportBefore.bookings.total).toBe(3);
  // Gross: Ahmet's ₺200 + 10% and Zeynep's ₺150 + 10% (the rejected one carries no value).
  expect(report.value.grossKurus - reportBefore.value.grossKurus).toBe(38_500);
  const lira = (kurus: number) => formatKurus(kurus, 'tr');
  const countOf = (status: string) => report.bookings.byStatus.find((row) => row.status === status)?.count ?? 0;
  await page.goto(hashPath(buildPath('admin.reports')));
  await expect(page.getByRole('heading', { name: 'Raporlar', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Dönem' }).click();
  await page.getByRole('option', { name: 'Özel aralık' }).click();
  // An end before the start is refused on the field, and nothing typed is lost.
  await page.getByLabel('Başlangıç tarihi').fill(turkishDate(addDays(today, 1)));
  await page.getByLabel('Başlangıç tarihi').press('Tab');
  await page.getByLabel('Bitiş tarihi').fill(turkishDate(today));
  await page.getByLabel('Bitiş tarihi').press('Tab');
  await page.getByRole('button', { name: 'Uygula' }).click();
  await expect(page.getByText('Bitiş tarihi başlangıç tarihinden önce olamaz.')).toBeVisible();
  await expect(page.getByLabel('Başlangıç tarihi')).toHaveValue(turkishDate(addDays(today, 1)));
  await page.getByLabel('Başlangıç tarihi').fill(turkishDate(today));
  await page.getByLabel('Başlangıç tarihi').press('Tab');
  await page.getByRole('button', { name: 'Uygula' }).click();
  await expect(page).toHaveURL(new RegExp(`period=custom&from=${today}&to=${today}`));
  // The address changes before the page renders it: the page's own line says which period is on
  // screen, and the CSV below is named after it.
  const shortDate = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(`${today}T12:00:00`),
  );
  await expect(page.getByTestId('period-showing')).toContainText(`${shortDate} – ${shortDate}`);
  await expect(page.getByTestId('figure-bookings-value')).toHaveText(turkish(report.bookings.total));
  await expect(page.getByTestId('figure-gross-booked-value')).toHaveText(lira(report.value.grossKurus));
  // Booked and paid commission are two figures, each under the label that says which.
  await expect(page.getByTestId('figure-commission-both-booked')).toContainText('Platform komisyonu (sahip + hizmet veren), rezerve edilen');
  await expect(page.getByTestId('figure-commission-both-booked-value')).toHaveText(lira(report.value.commissionKurus));
  await expect(page.getByTestId('figure-finance-commission-both-paid')).toContainText('Platform komisyonu (sahip + hizmet veren), ödenen');
  await expect(page.getByTestId('figure-finance-commission-both-paid-value')).toHaveText(lira(report.payments.commissionPaid.amountKurus));
  const statusTable = page.getByTestId('report-table-byStatus');
  await expect(statusTable.getByRole('row').filter({ hasText: 'Tamamlandı' })).toContainText(turkish(countOf('completed')));
  const download = page.waitForEvent('download');
  await statusTable.getByTestId('csv-byStatus').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`rezervasyon-durumlari_${today}_${today}.csv`);
  const bytes = await readFile(await file.path());
  // UTF-8 with a BOM, semicolons, CRLF; Turkish letters intact.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = bytes.subarray(3).toString('utf8');
  expect(csv.split('\r\n')).toEqual([
    'Durum;Adet',
    `Talep edildi;${countOf('requested')}`,
    `Beklemede;${countOf('pending')}`,
    `Onaylandı;${countOf('confirmed')}`,
    `Tamamlandı;${countOf('completed')}`,
    `İptal edildi;${countOf('cancelled')}`,
    `Ödeme bekleniyor;${countOf('payment_pending')}`,
    `Toplam;${report.bookings.total}`,
    '',
  ]);
  const moneyDownload = page.waitForEvent('download');
  await page.getByTestId('report-table-money').getByTestId('csv-money').click();
  const moneyCsv = (await readFile(await (await moneyDownload).path())).toString('utf8');
  expect(moneyCsv).toContain(`Brüt rezervasyon tutarı, rezerve edilen;${(report.value.grossKurus / 100).toFixed(2)}`);
  expect(moneyCsv).toContain(`Hizmet verene ödenecek net, rezerve edilen;${(report.value.netPayableKurus / 100).toFixed(2)}`);
  await expect(page.getByTestId('finance-summary')).toBeVisible();
  await expect(page.getByTestId('chart-finance')).toBeVisible();
  await expectNoAxeViolations(page, 'reports (tr)');

  // Statistics: the same period by day, drawn.
  await page.goto(hashPath(buildPath('admin.statistics', undefined, { period: 'last7' })));
  await expect(page.getByRole('heading', { name: 'İstatistikler', level: 1 })).toBeVisible();
  const week = (await (await adminApi.get(`/api/admin/reports?from=${addDays(today, -6)}&to=${today}`)).json()) as { bookings: { total: number } };
  await expect(page.getByTestId('figure-bookings-value')).toHaveText(turkish(week.bookings.total));
  await expect(page.getByTestId('chart-timeline')).toBeVisible();
  await expect(page.getByTestId('report-table-timeline').getByRole('row')).toHaveCount(8);
  await expectNoAxeViolations(page, 'statistics (tr)');

  await scripts.expectNoScriptRan();
});
