import { addDays } from '@patili/domain/shared';
import { expect, type APIRequestContext } from '@playwright/test';

import { adminApi, buildPath, hashPath, shareSession } from '../../support/api.ts';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { act, addPet, book, choosePet, fillTime, pageAs } from '../../support/bookings.ts';
import { istanbulAt, pinIstanbulDay } from '../../support/clock.ts';
import { sendReceipt } from '../../support/payments.ts';
import { test } from '../../support/fixtures.ts';
// One shared database per worker: these providers live in Bursa, where no other spec places anyone,
// so the similar providers offered are this spec's own.
import {
  createOwnerAt,
  createProvider,
  sitterFields,
  trainerFields,
  turkishDate,
} from '../discovery/discovery-helpers.ts';

const BURSA = { cityCode: '16', district: 'Nilüfer', mapPoint: null } as const;
const PLATFORM_IBAN = 'TR330006100519786457841326';

/** The id of a booking's payment, as its owner reads it. */
const paymentIdOf = async (owner: APIRequestContext, bookingId: string) => {
  const response = await owner.get(`/api/payments/bookings/${bookingId}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { payment: { id: string } }).payment.id;
};

test('[owner][trainer][admin][payments]: the owner reads an Esnek policy before booking, pays, cancels 10 hours before and is told, then shown, that half comes back; the admin refunds that half', async ({
  page,
  context,
  browser,
  clock,
}) => {
  // Three people on a dozen screens: about a minute on a busy machine.
  test.setTimeout(300_000);
  const admin = await adminApi();
  expect(
    (await admin.put('/api/admin/settings/iban', { data: { iban: PLATFORM_IBAN } })).status(),
  ).toBe(200);
  const [owner, trainer] = await Promise.all([
    createOwnerAt('Selin İptalci', BURSA),
    createProvider('trainer', 'Arda Esnekeğitmen', {
      location: BURSA,
      fields: {
        ...trainerFields({ specializations: ['İtaat eğitimi'], years: 4, fee: 400 }),
        cancellationPolicy: 'flexible',
      },
    }),
  ]);
  await addPet(owner.api, { name: 'Pamuk', species: 'dog', age: 3 });
  await shareSession(owner.api, context);

  // At 09:00 (Istanbul) on a day of its own, the owner reads the policy on the profile…
  const day = await pinIstanbulDay(clock, { days: 3, at: '09:00' });
  const sessionDay = addDays(day, 1);
  await page.goto(
    hashPath(buildPath('owner.providers.profile', { providerId: trainer.id }, { kind: 'trainer' })),
  );
  await expect(page.getByRole('heading', { name: 'Arda Esnekeğitmen' })).toBeVisible();
  const terms =
    'Başlangıçtan 24 saat öncesine kadar ücretin tamamı, sonrasında yarısı iade edilir.';
  await expect(page.getByTestId('cancellation-policy')).toContainText('İptal politikası: Esnek');
  await expect(page.getByTestId('cancellation-policy')).toContainText(terms);

  // …and again beside the quote, before sending: a session at 15:00 the next day, ₺400 + ₺40.
  await page.getByTestId('book-button').click();
  await expect(page.getByRole('heading', { name: 'Eğitim seansı rezervasyonu' })).toBeVisible();
  await choosePet(page, 'Pamuk');
  await page.getByLabel('Tarih').fill(turkishDate(sessionDay));
  await page.getByLabel('Tarih').press('Tab');
  await fillTime(page, '15:00');
  const quote = page.getByText('Fiyat özeti').locator('..');
  await expect(quote).toContainText('₺440');
  await expect(page.getByTestId('cancellation-policy')).toContainText(terms);
  await page.getByRole('button', { name: 'Rezervasyon talebi gönder' }).click();
  await expect(page).toHaveURL(/#\/owner\/bookings/, { timeout: 10_000 });

  // The trainer accepts; the owner transfers and sends the receipt; the admin confirms it.
  const card = page.getByTestId('booking-card').filter({ hasText: 'Arda Esnekeğitmen' });
  const bookingId = await (async () => {
    const response = await owner.api.get('/api/bookings?as=owner');
    const { items } = (await response.json()) as { items: { id: string }[] };
    return items[0]!.id;
  })();
  await act(trainer.api, bookingId, 'accept');
  await page.reload();
  await expect(card.getByTestId('cancellation-policy')).toContainText('İptal politikası: Esnek');
  const reference = (await card.getByTestId('payment-reference').textContent()) ?? '';
  await sendReceipt(page, reference);
  const paymentId = await paymentIdOf(owner.api, bookingId);
  const confirmed = await admin.post(`/api/admin/payments/${paymentId}/confirm`, { data: {} });
  expect(confirmed.status(), await confirmed.text()).toBe(200);

  // At 05:00 on the session's day, 10 hours before it, the owner cancels: the confirmation says
  // half of ₺440 comes back, before anything is done.
  await clock.set(istanbulAt(sessionDay, '05:00'));
  await page.reload();
  await expect(card.getByTestId('payment-status')).toHaveText('Ödeme onaylandı');
  await card.getByRole('button', { name: 'İptal et' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rezervasyonu iptal et' });
  await expect(dialog.getByTestId('cancel-refund')).toHaveText(
    'İptal politikası (Esnek) gereği iade oranı %50: ₺220 iade edilir, ₺220 iade edilmez.',
  );
  await expectNoAxeViolations(page, 'the owner’s cancel confirmation with its refund');
  await dialog.getByRole('button', { name: 'Evet, iptal et' }).click();
  await expect(page.getByText('Rezervasyon iptal edildi.')).toBeVisible();
  await expect(card.getByText('İptal edildi', { exact: true })).toBeVisible();
  await expect(card.getByTestId('payment-status')).toHaveText('İade bekliyor');
  await expect(card.getByTestId('payment-refund')).toHaveText('İade tutarı: ₺220 (iade oranı %50).');

  // The admin's refunds show the half and the policy; marking it refunded reaches the owner.
  const adminSide = await pageAs(browser, admin, { clock });
  await adminSide.page.goto(hashPath(buildPath('admin.finance')));
  await adminSide.page.getByRole('tab', { name: 'Yapılacak iadeler' }).click();
  const row = adminSide.page.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('₺220');
  await expect(row).toContainText('Esnek');
  await row.getByRole('button', { name: 'İade edildi' }).click();
  const refundDialog = adminSide.page.getByRole('dialog', { name: 'İadeyi işaretle' });
  await expect(refundDialog).toContainText('₺220');
  await refundDialog.getByRole('button', { name: 'İade edildi olarak işaretle' }).click();
  await expect(adminSide.page.getByText('İade yapıldı olarak işaretlendi.')).toBeVisible();
  await page.reload();
  await expect(card.getByTestId('payment-status')).toHaveText('İade edildi');
  await expect(card.getByTestId('payment-refund')).toHaveText('İade tutarı: ₺220 (iade oranı %50).');
  await adminSide.close();
});

test('[owner][sitter][booking]: a sitter cancels a confirmed stay; the owner is refunded in full and offered a similar sitter free then', async ({
  page,
  context,
  browser,
  clock,
}) => {
  test.setTimeout(180_000);
  const [owner, sitter, other] = await Promise.all([
    createOwnerAt('Mert Bekleyen', BURSA),
    createProvider('sitter', 'Buse Vazgeçen', {
      location: BURSA,
      fields: { ...sitterFields({ prices: { dog_care: 250 } }), cancellationPolicy: 'strict' },
    }),
    createProvider('sitter', 'Cem Yedekbakıcı', {
      location: BURSA,
      fields: sitterFields({ prices: { dog_care: 240 } }),
    }),
  ]);
  const petId = await addPet(owner.api, { name: 'Tarçın', species: 'dog', age: 4 });
  const day = await pinIstanbulDay(clock, { days: 3, at: '09:00' });
  const bookingId = await book(owner.api, {
    kind: 'sitter',
    providerId: sitter.id,
    petId,
    service: 'dog_care',
    startDate: addDays(day, 5),
    endDate: addDays(day, 6),
  });
  await act(sitter.api, bookingId, 'accept');

  // The sitter cancels from their reservations, after a confirmation that names the full refund.
  const sitterSide = await pageAs(browser, sitter.api, { clock });
  await sitterSide.page.goto(hashPath(buildPath('sitter.reservations')));
  const sitterCard = sitterSide.page.getByTestId('booking-card').filter({ hasText: 'Mert Bekleyen' });
  await expect(sitterCard.getByTestId('cancellation-policy')).toContainText('İptal politikası: Katı');
  await sitterCard.getByRole('button', { name: 'Rezervasyonu iptal et' }).click();
  const dialog = sitterSide.page.getByRole('dialog', { name: 'Rezervasyonu iptal et' });
  await expect(dialog).toContainText('Ödediği tutarın tamamı sahibine iade edilir');
  await expectNoAxeViolations(sitterSide.page, 'the provider’s cancel confirmation');
  await dialog.getByRole('textbox', { name: 'İptal nedeni' }).fill('Ailevi bir acil durum.');
  await dialog.getByRole('button', { name: 'Evet, iptal et' }).click();
  await expect(
    sitterSide.page.getByText('Rezervasyon iptal edildi; sahibine haber verildi.'),
  ).toBeVisible();

  // The owner's booking says who cancelled and why, and offers the other sitter, to book again.
  await shareSession(owner.api, context);
  await page.goto(hashPath(buildPath('owner.bookings')));
  const card = page.getByTestId('booking-card').filter({ hasText: 'Buse Vazgeçen' });
  await expect(card).toContainText('Hizmet veren iptal etti; ödemenin tamamı iade edilir.');
  await expect(card).toContainText('Ailevi bir acil durum.');
  const offered = card.getByRole('region', { name: 'O tarihte müsait benzer hizmet verenler' });
  await expect(offered.getByTestId('booking-alternative').first()).toContainText('Cem Yedekbakıcı');
  await expectNoAxeViolations(page, 'a provider-cancelled booking with similar providers');
  const link = offered.getByRole('link', { name: 'Cem Yedekbakıcı' });
  await expect(link).toHaveAttribute('href', new RegExp(`/owner/providers/${other.id}\\?kind=sitter`));
  await link.click();
  await expect(page.getByRole('heading', { name: 'Cem Yedekbakıcı' })).toBeVisible();
  await expect(page.getByTestId('cancellation-policy')).toContainText('İptal politikası: Orta');
  await sitterSide.close();
});
