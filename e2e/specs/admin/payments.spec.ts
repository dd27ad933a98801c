import { expect, type APIRequestContext } from '@playwright/test';

import { adminApi, buildPath, E2E_PASSWORD, hashPath } from '../../support/api.ts';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { act, pageAs } from '../../support/bookings.ts';
import { istanbulAt } from '../../support/clock.ts';
import { logIn } from '../../support/forms.ts';
import { sendReceipt } from '../../support/payments.ts';
import { E2E_ADMIN as ADMIN } from '../../support/server.ts';
import { watchForScripts, XSS_PAYLOADS } from '../../support/xss.ts';
import { test } from '../../support/fixtures.ts';
import { requestWalkTwoDaysOn } from '../bookings/walk-helpers.ts';

const PLATFORM_IBAN = 'TR330006100519786457841326';
const WALKER_IBAN = 'TR320010009999901234567890';

/** The action-log records whose text names the payment's reference, newest first. */
const logOf = async (api: APIRequestContext, reference: string) => {
  const response = await api.get(`/api/admin/action-logs?q=${encodeURIComponent(reference)}`);
  expect(response.status(), await response.text()).toBe(200);
  const { items } = (await response.json()) as {
    items: Array<{ actionType: string; targetType: string; description: string }>;
  };
  return items;
};

test('[owner][pet_walker][admin][payments]: the owner pays by transfer and uploads the receipt; the admin rejects, then confirms it; the walk completes; the admin pays the walker; each step is in the action log', async ({
  browser,
  clock,
}) => {
  // Three people's browsers, the admin's sign-in through the form and four accessibility scans:
  // one to two minutes on a busy machine.
  test.setTimeout(300_000);
  const admin = await adminApi();
  expect(
    (await admin.put('/api/admin/settings/iban', { data: { iban: PLATFORM_IBAN } })).status(),
  ).toBe(200);
  // At 09:00 (Istanbul) two days on, an hour's walk at 10:00 that day: ₺150, the owner pays ₺165,
  // the walker is paid ₺138.
  const { owner, walker, day, bookingId } = await requestWalkTwoDaysOn(clock, {
    ownerName: 'Elif Havaleci',
    walkerName: 'Onur Yürüten',
    place: 'cankaya',
    knowsFirstAid: true,
    petName: 'Fındık',
    petAge: 2,
    address: 'Moda İskelesi',
  });
  await act(walker.api, bookingId, 'accept');

  // The walker gives a payout IBAN on their profile setup: a wrong checksum is refused first.
  const walkerSide = await pageAs(browser, walker.api, { clock });
  await walkerSide.page.goto(hashPath(buildPath('petWalker.profileSetup')));
  const iban = walkerSide.page.getByTestId('payout-iban');
  await iban.fill('TR32 0010 0099 9990 1234 5678 91');
  await walkerSide.page.getByRole('button', { name: "IBAN'ı kaydet" }).click();
  await expect(walkerSide.page.getByText('Geçerli bir TR IBAN girin.')).toBeVisible();
  await iban.fill('tr32 0010 0099 9990 1234 5678 90');
  // A session alone cannot redirect the money: saving asks for the account's password.
  await walkerSide.page.getByRole('button', { name: "IBAN'ı kaydet" }).click();
  await expect(walkerSide.page.getByText("IBAN'ı değiştirmek için mevcut şifrenizi girin.")).toBeVisible();
  await walkerSide.page.getByTestId('payout-password').fill(E2E_PASSWORD);
  await walkerSide.page.getByRole('button', { name: "IBAN'ı kaydet" }).click();
  await expect(walkerSide.page.getByText('IBAN kaydedildi.')).toBeVisible();
  await expect(walkerSide.page.getByTestId('payout-current')).toHaveText(
    'Kayıtlı IBAN: TR32 0010 0099 9990 1234 5678 90',
  );
  await expectNoAxeViolations(walkerSide.page, 'provider profile setup with the payout account');
  // The walk runs while the money moves: at 09:45 its window opens and the walker starts it.
  await clock.set(istanbulAt(day, '09:45'));
  await act(walker.api, bookingId, 'walk/start');

  // The owner's booking card: the payment_pending badge, the amount, the IBAN and the reference.
  const ownerSide = await pageAs(browser, owner.api, { clock });
  const ownerPage = ownerSide.page;
  const scripts = watchForScripts(ownerPage);
  await ownerPage.goto(hashPath(buildPath('owner.bookings')));
  const card = ownerPage.getByTestId('booking-card').filter({ hasText: 'Onur Yürüten' });
  await expect(card.getByTestId('payment-pending-badge')).toHaveText('Ödeme bekleniyor');
  const panel = card.getByTestId('payment-panel');
  await expect(panel.getByTestId('payment-amount')).toHaveText('₺165');
  await expect(panel.getByTestId('payment-iban')).toHaveText('TR33 0006 1005 1978 6457 8413 26');
  const reference = (await panel.getByTestId('payment-reference').textContent()) ?? '';
  expect(reference).toMatch(/^PTL-[2-9A-HJ-NP-Z]{8}$/);
  await expectNoAxeViolations(ownerPage, 'owner bookings with the payment panel');
  await sendReceipt(ownerPage, reference);

  // The admin signs in through the form and opens the finance page: the receipt waits there.
  const adminSide = await browser.newContext();
  await clock.follow(adminSide);
  const adminPage = await adminSide.newPage();
  await logIn(adminPage, ADMIN.email, ADMIN.password);
  await expect(adminPage).toHaveURL(/#\/admin\/dashboard/);
  await adminPage.goto(hashPath(buildPath('admin.finance')));
  await expect(adminPage.getByRole('heading', { name: 'Finans', exact: true })).toBeVisible();
  const receiptRow = adminPage.getByRole('row').filter({ hasText: reference });
  await expect(receiptRow).toContainText('Elif Havaleci');
  await expect(receiptRow).toContainText('₺165');
  await expectNoAxeViolations(adminPage, 'finance: receipts to check');

  // A rejection needs a reason; the reason (script payloads too) reaches the owner as plain text.
  await receiptRow.getByRole('button', { name: 'Reddet' }).click();
  const rejectDialog = adminPage.getByRole('dialog', { name: 'Dekontu reddet' });
  await rejectDialog.getByTestId('payment-action-confirm').click();
  await expect(rejectDialog.getByText('Lütfen ret nedenini yazın.')).toBeVisible();
  const reason = `Tutar eksik. ${XSS_PAYLOADS.slice(0, 5).join(' ')}`.slice(0, 480);
  await rejectDialog.getByTestId('reject-reason').fill(reason);
  await rejectDialog.getByTestId('payment-action-confirm').click();
  await expect(adminPage.getByText('Dekont reddedildi.')).toBeVisible();
  await expect(adminPage.getByRole('row').filter({ hasText: reference })).toHaveCount(0);

  await ownerPage.reload();
  await expect(panel.getByTestId('payment-rejected')).toContainText(`Neden: ${reason}`);
  await scripts.expectNoScriptRan();
  await sendReceipt(ownerPage, reference);

  // The admin confirms the new receipt after a confirmation step.
  await adminPage.reload();
  await adminPage
    .getByRole('row')
    .filter({ hasText: reference })
    .getByRole('button', { name: 'Onayla' })
    .click();
  const confirmDialog = adminPage.getByRole('dialog', { name: 'Ödemeyi onayla' });
  await expect(confirmDialog).toContainText(reference);
  await confirmDialog.getByRole('button', { name: 'Ödemeyi onayla' }).click();
  await expect(adminPage.getByText('Ödeme onaylandı.')).toBeVisible();
  await ownerPage.reload();
  await expect(panel.getByTestId('payment-status')).toHaveText('Ödeme onaylandı');
  await expect(card.getByTestId('payment-pending-badge')).toHaveCount(0);

  // At 10:01 the walk's start has passed: the walker finishes it and the booking completes.
  await clock.set(istanbulAt(day, '10:01'));
  await act(walker.api, bookingId, 'walk/finish');

  // Payouts due: the walker, the IBAN and the net ₺138; paying asks first.
  await adminPage.getByRole('tab', { name: 'Yapılacak ödemeler' }).click();
  const payoutRow = adminPage.getByRole('row').filter({ hasText: reference });
  await expect(payoutRow).toContainText('Onur Yürüten');
  await expect(payoutRow).toContainText('TR32 0010 0099 9990 1234 5678 90');
  await expect(payoutRow).toContainText('₺138');
  await expectNoAxeViolations(adminPage, 'finance: payouts due');
  await payoutRow.getByRole('button', { name: 'Ödendi' }).click();
  const payoutDialog = adminPage.getByRole('dialog', { name: 'Hizmet verene ödeme' });
  await expect(payoutDialog).toContainText(WALKER_IBAN.replace(/(.{4})/g, '$1 ').trim());
  await payoutDialog.getByRole('button', { name: 'Ödendi olarak işaretle' }).click();
  await expect(adminPage.getByText('Ödeme yapıldı olarak işaretlendi.')).toBeVisible();
  await expect(adminPage.getByRole('row').filter({ hasText: reference })).toHaveCount(0);

  await ownerPage.reload();
  await expect(panel.getByTestId('payment-status')).toHaveText('Hizmet verene ödendi');

  // Every step is in the action log, against the payment.
  const log = await logOf(admin, reference);
  expect(log.map((item) => item.actionType)).toEqual([
    'payout_marked',
    'payment_confirmed',
    'payment_rejected',
  ]);
  expect(log.every((item) => item.targetType === 'payment')).toBe(true);
  expect(log[0]?.description).toBe(
    `Hizmet verene ödendi: ${reference} · ₺138 → TR32 0010 0099 9990 1234 5678 90 (Onur Yürüten)`,
  );

  await Promise.all([ownerSide.close(), walkerSide.close(), adminSide.close()]);
});
