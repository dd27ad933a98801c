import type { AdminPaymentPage } from '@patili/domain/payments';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';

import { expectAccessMatrix } from '../../../test/access-matrix.ts';
import { signedInAs } from '../../../test/actors.ts';
import type { TestClient } from '../../../test/http.ts';
import { useTestApp } from '../../../test/setup-app.ts';
import { booking, notification, payment, payoutAccount } from '../../db/schema/index.ts';
import {
  acceptedBooking,
  auditOf,
  completeBooking,
  idsOf,
  paymentOf,
  PLATFORM_IBAN,
  PROVIDER_IBAN,
  queue,
  sendReceipt,
  setPlatformIban,
} from './payments-test-kit.ts';

const testApp = useTestApp();
const UNKNOWN = '0195f3a0-0000-7000-8000-000000000000';
let admin: TestClient;
let adminName: string;

beforeEach(async () => {
  await setPlatformIban(testApp, PLATFORM_IBAN);
  const signed = await signedInAs(testApp, 'admin', { name: 'Selin Yönetici' });
  admin = signed.client;
  adminName = signed.user.name;
});

/** A payment with its receipt under review. */
const receiptUnderReview = async (options: Parameters<typeof acceptedBooking>[1] = {}) => {
  const accepted = await acceptedBooking(testApp, options);
  const sent = await sendReceipt(accepted.owner.client, accepted.booking.id);
  expect(sent.status).toBe(200);
  return { ...accepted, payment: await paymentOf(testApp, accepted.booking.id) };
};

const notificationsOf = (userId: string) =>
  testApp.deps.database.db.select().from(notification).where(eq(notification.userId, userId));

describe('the finance queues', () => {
  it('list receipts to check, payouts due and refunds due, oldest first, with the people and the IBAN', async () => {
    const first = await receiptUnderReview();
    const second = await receiptUnderReview();
    const receipts = await queue(admin, 'receipts');
    const ours = receipts.items.filter((item) =>
      [first.payment.id, second.payment.id].includes(item.id),
    );
    expect(ours.map((item) => item.id)).toEqual([first.payment.id, second.payment.id]);
    expect(ours[0]).toMatchObject({
      status: 'receipt_uploaded',
      reference: first.payment.reference,
      amountKurus: first.booking.totalKurus,
      owner: { id: first.owner.id, name: 'Ayşe Öder' },
      provider: { id: first.provider.id, payoutIban: null },
      receipt: { name: 'dekont.pdf' },
      booking: { id: first.booking.id, status: 'confirmed' },
    });

    // Confirmed but not completed: not yet a payout due.
    expect((await admin.post(`/api/admin/payments/${first.payment.id}/confirm`)).status).toBe(200);
    expect(idsOf(await queue(admin, 'payouts'))).not.toContain(first.payment.id);
    await completeBooking(testApp, first.booking.id);
    await first.provider.client.put('/api/payments/payout-account', { iban: PROVIDER_IBAN, currentPassword: 'Patili123!' });
    const payouts = await queue(admin, 'payouts');
    expect(payouts.items.find((item) => item.id === first.payment.id)).toMatchObject({
      provider: { payoutIban: PROVIDER_IBAN },
      payoutKurus: first.booking.netPayableKurus,
    });
    expect(idsOf(await queue(admin, 'receipts'))).not.toContain(first.payment.id);

    // A cancellation with a receipt under review: a refund due.
    expect(
      (await second.owner.client.post(`/api/bookings/${second.booking.id}/cancel`, {})).status,
    ).toBe(200);
    expect(idsOf(await queue(admin, 'refunds'))).toContain(second.payment.id);
  });

  it('pages on the server with a total, and refuses an unknown queue or page with 422', async () => {
    for (let index = 0; index < 3; index += 1) await receiptUnderReview();
    const all = await queue(admin, 'receipts');
    const page = await queue(admin, 'receipts', '&pageSize=2&page=2');
    expect(page).toMatchObject({ total: all.total, page: 2, pageSize: 2 });
    expect(idsOf(page)).toEqual(idsOf(all).slice(2, 4));
    for (const query of ['queue=all', 'page=0', 'page=x', 'pageSize=500']) {
      const response = await admin.get(`/api/admin/payments?${query}`);
      expect(response.status, query).toBe(422);
    }
  });
});

describe('an admin’s actions', () => {
  it('confirms a receipt: the owner is told, the action logged in its transaction', async () => {
    const { owner, payment: under } = await receiptUnderReview({ unitPriceKurus: 12_345 });
    const response = await admin.post(`/api/admin/payments/${under.id}/confirm`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.payment).toMatchObject({ id: under.id, status: 'confirmed' });
    expect(await paymentOf(testApp, under.bookingId)).toMatchObject({
      status: 'confirmed',
      confirmedAt: expect.any(Date),
    });
    const [record] = await auditOf(testApp, under.id);
    expect(record).toMatchObject({
      actionType: 'payment_confirmed',
      targetType: 'payment',
      adminName,
    });
    expect(record?.description).toBe(`Ödeme onaylandı: ${under.reference} · ₺135,80 (Ayşe Öder)`);

    const notices = await owner.client.get<{
      items: Array<{ type: string; title: string; body: string; path: string }>;
    }>('/api/notifications');
    expect(notices.body.items.find((item) => item.type === 'payment_confirmed')).toMatchObject({
      title: 'Ödemeniz onaylandı',
      body: `${under.reference} referanslı ₺135,80 tutarındaki ödemeniz onaylandı.`,
      path: '/owner/bookings',
    });
  });

  it('rejects with a trimmed reason the owner reads; the owner uploads again; no reason, no change and no record', async () => {
    const { owner, booking: row, payment: under } = await receiptUnderReview();
    const blank = await admin.post(`/api/admin/payments/${under.id}/reject`, { reason: '   ' });
    expect(blank.status).toBe(422);
    expect(blank.body.fields).toEqual({ reason: 'Lütfen ret nedenini yazın.' });
    const long = await admin.post(`/api/admin/payments/${under.id}/reject`, {
      reason: 'x'.repeat(501),
    });
    expect(long.body.fields).toEqual({ reason: 'Ret nedeni en fazla 500 karakter olabilir.' });
    expect(await auditOf(testApp, under.id)).toEqual([]);

    const reason = '  Tutar eksik <b>görünüyor</b>.  ';
    const rejected = await admin.post(`/api/admin/payments/${under.id}/reject`, { reason });
    expect(rejected.status).toBe(200);
    expect(rejected.body.payment).toMatchObject({
      status: 'rejected',
      rejectionReason: reason.trim(),
    });
    const shown = await owner.client.get(`/api/payments/bookings/${row.id}`);
    expect(shown.body.payment).toMatchObject({
      status: 'rejected',
      rejectionReason: reason.trim(),
      canUploadReceipt: true,
    });
    expect((await notificationsOf(owner.id)).map((item) => item.type)).toContain(
      'payment_rejected',
    );
    expect((await auditOf(testApp, under.id)).map((item) => item.description)).toEqual([
      `Dekont reddedildi: ${under.reference} · ₺165 (Ayşe Öder) · Neden: ${reason.trim()}`,
    ]);

    const again = await sendReceipt(owner.client, row.id);
    expect(again.status).toBe(200);
    expect(again.body.payment).toMatchObject({ status: 'receipt_uploaded', rejectionReason: null });
  });

  it('pays out only a completed booking to a provider with an IBAN, tells the provider with the IBAN masked', async () => {
    const { provider, booking: row, payment: under } = await receiptUnderReview();
    const early = await admin.post(`/api/admin/payments/${under.id}/payout`, { iban: PROVIDER_IBAN });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Yalnızca onaylanmış bir ödeme hizmet verene aktarılabilir.');
    await admin.post(`/api/admin/payments/${under.id}/confirm`);
    const notCompleted = await admin.post(`/api/admin/payments/${under.id}/payout`, { iban: PROVIDER_IBAN });
    expect(notCompleted.status).toBe(409);
    expect(notCompleted.body.message).toBe(
      'Rezervasyon tamamlanmadan hizmet verene ödeme yapılamaz.',
    );
    await completeBooking(testApp, row.id);
    const noIban = await admin.post(`/api/admin/payments/${under.id}/payout`, { iban: PROVIDER_IBAN });
    expect(noIban.status).toBe(409);
    expect(noIban.body.message).toBe("Hizmet verenin kayıtlı geçerli bir IBAN'ı yok.");
    expect((await auditOf(testApp, under.id)).map((item) => item.actionType)).toEqual([
      'payment_confirmed',
    ]);

    await provider.client.put('/api/payments/payout-account', { iban: PROVIDER_IBAN, currentPassword: 'Patili123!' });
    const paid = await admin.post(`/api/admin/payments/${under.id}/payout`, { iban: PROVIDER_IBAN });
    expect(paid.status).toBe(200);
    expect(paid.body.payment).toMatchObject({
      status: 'paid_out',
      provider: { payoutIban: PROVIDER_IBAN },
    });
    const [, record] = await auditOf(testApp, under.id);
    expect(record).toMatchObject({ actionType: 'payout_marked' });
    expect(record?.description).toBe(
      `Hizmet verene ödendi: ${under.reference} · ₺138 → TR32 0010 0099 9990 1234 5678 90 (Mehmet Bakar)`,
    );
    const notices = await provider.client.get<{ items: Array<{ type: string; body: string }> }>(
      '/api/notifications',
    );
    expect(notices.body.items.find((item) => item.type === 'payment_paid_out')?.body).toBe(
      `${under.reference} referanslı rezervasyonunuzun ₺138 tutarındaki net ödemesi TR32 **** **** **** **** 7890 hesabınıza gönderildi.`,
    );
    expect(idsOf(await queue(admin, 'payouts'))).not.toContain(under.id);
  });

  it('marks a due refund made and tells the owner; a refund where none is due is refused', async () => {
    const { owner, booking: row, payment: under } = await receiptUnderReview();
    const notDue = await admin.post(`/api/admin/payments/${under.id}/refund`);
    expect(notDue.status).toBe(409);
    expect(notDue.body.message).toBe('Bu ödeme için iade beklenmiyor.');
    await admin.post(`/api/admin/payments/${under.id}/confirm`);
    await owner.client.post(`/api/bookings/${row.id}/cancel`, {});
    expect((await paymentOf(testApp, row.id)).status).toBe('refund_due');
    const refunded = await admin.post(`/api/admin/payments/${under.id}/refund`);
    expect(refunded.status).toBe(200);
    expect(await paymentOf(testApp, row.id)).toMatchObject({
      status: 'refunded',
      refundedAt: expect.any(Date),
    });
    expect((await auditOf(testApp, under.id)).map((item) => item.actionType)).toEqual([
      'payment_confirmed',
      'refund_marked',
    ]);
    expect((await notificationsOf(owner.id)).map((item) => item.type)).toContain(
      'payment_refunded',
    );
  });

  it('lets one of two admins confirming at once win; the other gets 409 and writes no record', async () => {
    const { payment: under } = await receiptUnderReview();
    const { client: other } = await signedInAs(testApp, 'admin');
    const answers = await Promise.all([
      admin.post(`/api/admin/payments/${under.id}/confirm`),
      other.post(`/api/admin/payments/${under.id}/reject`, { reason: 'Dekont okunmuyor.' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.message).toBe(
      'Bu ödeme artık onay beklemiyor.',
    );
    expect(await auditOf(testApp, under.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown or malformed payment id, and 400 for a bodiless post', async () => {
    for (const id of [UNKNOWN, 'nope']) {
      const response = await admin.post(`/api/admin/payments/${id}/confirm`);
      expect(response.status, id).toBe(404);
      expect(response.body.message).toBe('Ödeme bulunamadı.');
    }
    const { payment: under } = await receiptUnderReview();
    expect((await admin.request('POST', `/api/admin/payments/${under.id}/confirm`)).status).toBe(
      400,
    );
    expect((await paymentOf(testApp, under.bookingId)).status).toBe('receipt_uploaded');
  });
});

describe('reconciliation', () => {
  it('keeps amount = payout + commission on every payment, and the sums equal the accepted bookings’ columns exactly', async () => {
    const db = testApp.deps.database.db;
    // Odd unit prices and lengths give commissions that round (whole kuruş, half up).
    const prices = [1_001, 9_999, 15_000, 12_345, 33_333, 7_777, 100_001, 4_999];
    const bookingIds: string[] = [];
    for (const [index, unitPriceKurus] of prices.entries()) {
      const endDay = String(7 + (index % 4)).padStart(2, '0');
      const { booking: row } = await acceptedBooking(testApp, {
        unitPriceKurus,
        terms: { kind: 'sitter', startDate: '2030-01-07', endDate: `2030-01-${endDay}` },
      });
      bookingIds.push(row.id);
    }
    const rows = await db.select().from(payment).where(inArray(payment.bookingId, bookingIds));
    expect(rows).toHaveLength(prices.length);
    for (const row of rows)
      expect(row.amountKurus, row.reference).toBe(row.payoutKurus + row.commissionKurus);
    const [payments] = await db
      .select({
        amount: sql<number>`sum(${payment.amountKurus})::int`,
        payout: sql<number>`sum(${payment.payoutKurus})::int`,
        commission: sql<number>`sum(${payment.commissionKurus})::int`,
      })
      .from(payment)
      .where(inArray(payment.bookingId, bookingIds));
    const [bookings] = await db
      .select({
        total: sql<number>`sum(${booking.totalKurus})::int`,
        net: sql<number>`sum(${booking.netPayableKurus})::int`,
        commission: sql<number>`sum(${booking.ownerCommissionKurus} + ${booking.providerCommissionKurus})::int`,
      })
      .from(booking)
      .where(inArray(booking.id, bookingIds));
    expect(payments).toEqual({
      amount: bookings?.total,
      payout: bookings?.net,
      commission: bookings?.commission,
    });
    expect(
      rows.every((row) => Number.isInteger(row.amountKurus) && Number.isInteger(row.payoutKurus)),
    ).toBe(true);
    expect(new Set(rows.map((row) => row.reference)).size).toBe(rows.length);
  });
});

describe('access', () => {
  it('admits only the admin to the finance routes, owners to their payment, providers to their payout account', async () => {
    const { payment: under } = await receiptUnderReview();
    for (const request of [
      { method: 'GET', path: '/api/admin/payments?queue=receipts' },
      { method: 'POST', path: `/api/admin/payments/${UNKNOWN}/confirm`, json: {} },
      { method: 'POST', path: `/api/admin/payments/${UNKNOWN}/reject`, json: { reason: 'Eksik.' } },
      { method: 'POST', path: `/api/admin/payments/${UNKNOWN}/payout`, json: { iban: PROVIDER_IBAN } },
      { method: 'POST', path: `/api/admin/payments/${UNKNOWN}/refund`, json: {} },
    ] as const) {
      await expectAccessMatrix(testApp, request, ['admin']);
    }
    // The admin holds the owners' role-listed permissions (it bypasses role guards) and gets 404 for a booking not its own.
    await expectAccessMatrix(
      testApp,
      { method: 'GET', path: `/api/payments/bookings/${under.bookingId}` },
      ['owner', 'admin'], { denied: 404 }
    );
    await expectAccessMatrix(
      testApp,
      {
        method: 'POST',
        path: `/api/payments/bookings/${under.bookingId}/receipt`,
        json: { fileId: UNKNOWN },
      },
      ['owner', 'admin'], { denied: 404 }
    );
    for (const request of [
      { method: 'GET', path: '/api/payments/payout-account' },
      { method: 'PUT', path: '/api/payments/payout-account', json: { iban: PROVIDER_IBAN, currentPassword: 'Patili123!' } },
    ] as const) {
      await expectAccessMatrix(testApp, request, [
        'sitter',
        'veterinarian',
        'pet_walker',
        'trainer',
      ]);
    }
    const accounts = await testApp.deps.database.db.select().from(payoutAccount);
    expect(accounts.length).toBeGreaterThanOrEqual(4);
  });
});

export type { AdminPaymentPage };
