import type { BookingPaymentResponse } from '@patili/domain/payments';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';

import { signedInAs } from '../../../test/actors.ts';
import { createBooking } from '../../../test/factories.ts';
import { testPdf, testPng, uploadAs } from '../../../test/uploads.ts';
import { useTestApp } from '../../../test/setup-app.ts';
import { notification, payment } from '../../db/schema/index.ts';
import {
  acceptedBooking,
  auditOf,
  completeBooking,
  paymentOf,
  PLATFORM_IBAN,
  PROVIDER_IBAN,
  sendReceipt,
  setPlatformIban,
} from './payments-test-kit.ts';

const testApp = useTestApp();
const UNKNOWN = '0195f3a0-0000-7000-8000-000000000000';

const notificationsOf = (userId: string) =>
  testApp.deps.database.db.select().from(notification).where(eq(notification.userId, userId));

beforeEach(async () => {
  await setPlatformIban(testApp, PLATFORM_IBAN);
});

describe('opening a payment when the provider accepts', () => {
  it('opens one awaiting transfer with the booking’s amounts and a PTL- reference', async () => {
    const { booking, payment: opened } = await acceptedBooking(testApp, { unitPriceKurus: 15_000 });
    expect(opened).toMatchObject({
      status: 'awaiting_transfer',
      amountKurus: booking.totalKurus,
      payoutKurus: booking.netPayableKurus,
      commissionKurus: booking.ownerCommissionKurus + booking.providerCommissionKurus,
    });
    expect(opened.reference).toMatch(/^PTL-[2-9A-HJ-NP-Z]{8}$/);
    expect(opened.amountKurus).toBe(opened.payoutKurus + opened.commissionKurus);
  });

  it('opens none for a rejected request, and voids or makes a refund due on a cancellation', async () => {
    const { user: owner } = await signedInAs(testApp, 'owner');
    const { user: sitter, client: sitterClient } = await signedInAs(testApp, 'sitter');
    const rejected = await createBooking(
      { db: testApp.deps.database.db },
      { owner, provider: sitter },
    );
    expect((await sitterClient.post(`/api/bookings/${rejected.id}/reject`, {})).status).toBe(200);
    expect(
      await testApp.deps.database.db
        .select()
        .from(payment)
        .where(eq(payment.bookingId, rejected.id)),
    ).toEqual([]);

    // Cancelled before any money moved: void.
    const owed = await acceptedBooking(testApp);
    expect(
      (await owed.owner.client.post(`/api/bookings/${owed.booking.id}/cancel`, {})).status,
    ).toBe(200);
    expect(await paymentOf(testApp, owed.booking.id)).toMatchObject({
      status: 'void',
      refundDueAt: null,
    });

    // Cancelled with a receipt under review: the money may have arrived, a refund is due.
    const paid = await acceptedBooking(testApp);
    expect((await sendReceipt(paid.owner.client, paid.booking.id)).status).toBe(200);
    expect(
      (await paid.owner.client.post(`/api/bookings/${paid.booking.id}/cancel`, {})).status,
    ).toBe(200);
    const settled = await paymentOf(testApp, paid.booking.id);
    expect(settled.status).toBe('refund_due');
    expect(settled.refundDueAt).not.toBeNull();
  });
});

describe('the owner’s payment panel', () => {
  it('shows the amount, the reference and the platform IBAN, and hides the upload until the IBAN is set', async () => {
    const { owner, booking } = await acceptedBooking(testApp);
    const shown = await owner.client.get<BookingPaymentResponse>(
      `/api/payments/bookings/${booking.id}`,
    );
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({
      platformIban: PLATFORM_IBAN,
      payment: {
        status: 'awaiting_transfer',
        amountKurus: booking.totalKurus,
        canUploadReceipt: true,
        receipt: null,
      },
    });

    await setPlatformIban(testApp, null);
    const pending = await owner.client.get<BookingPaymentResponse>(
      `/api/payments/bookings/${booking.id}`,
    );
    expect(pending.body).toMatchObject({
      platformIban: null,
      payment: { canUploadReceipt: false },
    });
    const refused = await sendReceipt(owner.client, booking.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Ödeme bilgileri henüz hazır değil; dekontu bilgiler paylaşıldıktan sonra yükleyebilirsiniz.',
    );
    expect((await paymentOf(testApp, booking.id)).status).toBe('awaiting_transfer');
  });

  it('answers null before the provider accepted, and 404 for another owner’s booking or an unknown one', async () => {
    const { user: owner, client } = await signedInAs(testApp, 'owner');
    const { user: sitter } = await signedInAs(testApp, 'sitter');
    const pending = await createBooking(
      { db: testApp.deps.database.db },
      { owner, provider: sitter },
    );
    expect((await client.get(`/api/payments/bookings/${pending.id}`)).body).toEqual({
      payment: null,
      platformIban: PLATFORM_IBAN,
    });

    const { booking } = await acceptedBooking(testApp);
    for (const id of [booking.id, UNKNOWN, 'not-a-uuid']) {
      const response = await client.get(`/api/payments/bookings/${id}`);
      expect(response.status, id).toBe(404);
      expect(response.body.message).toBe('Rezervasyon bulunamadı.');
    }
    expect((await sendReceipt(client, booking.id)).status).toBe(404);
  });

  it('takes a receipt: under review, the admins told, and a second upload refused until it is rejected', async () => {
    const { user: admin } = await signedInAs(testApp, 'admin');
    const { owner, booking } = await acceptedBooking(testApp);
    const sent = await sendReceipt(owner.client, booking.id);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.payment).toMatchObject({
      status: 'receipt_uploaded',
      canUploadReceipt: false,
      receipt: { name: 'dekont.pdf', contentType: 'application/pdf' },
    });
    const stored = await paymentOf(testApp, booking.id);
    expect(stored.receiptFileId).toBe(sent.body.payment.receipt.id);

    const told = await notificationsOf(admin.id);
    expect(told.map((row) => row.type)).toContain('payment_receipt_uploaded');

    const again = await sendReceipt(owner.client, booking.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Bu ödeme için şu anda dekont yüklenemez.');

    // The owner and the admin open the receipt; the provider cannot.
    const receiptUrl = `/api/files/${stored.receiptFileId}`;
    expect((await owner.client.get(receiptUrl)).status).toBe(200);
    const { client: anyAdmin } = await signedInAs(testApp, 'admin');
    expect((await anyAdmin.get(receiptUrl)).status).toBe(200);
    const { client: stranger } = await signedInAs(testApp, 'owner');
    expect((await stranger.get(receiptUrl)).status).not.toBe(200);
  });

  it('refuses a file that is not the owner’s receipt (422 on fileId) and changes nothing', async () => {
    const { owner, booking } = await acceptedBooking(testApp);
    const photo = await uploadAs(owner.client, 'pet_photo', await testPng());
    const { client: other } = await signedInAs(testApp, 'owner');
    const foreign = await uploadAs(other, 'payment_receipt', testPdf(), 'baska.pdf');
    for (const fileId of [photo.id, foreign.id, 'nope']) {
      const response = await owner.client.post(`/api/payments/bookings/${booking.id}/receipt`, {
        fileId,
      });
      expect(response.status, fileId).toBe(422);
      expect(response.body.fields).toEqual({ fileId: expect.any(String) });
    }
    const empty = await owner.client.post(`/api/payments/bookings/${booking.id}/receipt`, {});
    expect(empty.status).toBe(422);
    expect(empty.body.fields.fileId).toBe('Lütfen dekontu yükleyin.');
    expect((await paymentOf(testApp, booking.id)).status).toBe('awaiting_transfer');
  });
});

describe('the provider’s payout account', () => {
  it('saves a valid Turkish IBAN as typed, in electronic form, and refuses anything else', async () => {
    const { client } = await signedInAs(testApp, 'pet_walker');
    expect((await client.get('/api/payments/payout-account')).body).toEqual({
      iban: null,
      updatedAt: null,
      heldUntil: null,
      needsPassword: true,
    });
    const saved = await client.put('/api/payments/payout-account', {
      iban: 'tr32 0010 0099 9990 1234 5678 90',
      currentPassword: 'Patili123!',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.iban).toBe(PROVIDER_IBAN);
    for (const iban of ['TR330006100519786457841327', 'DE89370400440532013000', '']) {
      const refused = await client.put('/api/payments/payout-account', { iban, currentPassword: 'Patili123!' });
      expect(refused.status, iban).toBe(422);
      expect(refused.body.fields).toEqual({ iban: 'Geçerli bir TR IBAN girin.' });
    }
    expect((await client.get('/api/payments/payout-account')).body.iban).toBe(PROVIDER_IBAN);
  });

  it('is a provider’s only: the admin gets 403', async () => {
    const { client } = await signedInAs(testApp, 'admin');
    const response = await client.get('/api/payments/payout-account');
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('Ödeme hesabı yalnızca hizmet verenler içindir.');
  });
});

describe('completing a payment', () => {
  it('leaves the paid-out amount and IBAN on the payment even if the provider changes theirs later', async () => {
    const { client: admin } = await signedInAs(testApp, 'admin');
    const { owner, provider, booking } = await acceptedBooking(testApp);
    await provider.client.put('/api/payments/payout-account', { iban: PROVIDER_IBAN, currentPassword: 'Patili123!' });
    await sendReceipt(owner.client, booking.id);
    const { id } = await paymentOf(testApp, booking.id);
    expect((await admin.post(`/api/admin/payments/${id}/confirm`)).status).toBe(200);
    await completeBooking(testApp, booking.id);
    expect((await admin.post(`/api/admin/payments/${id}/payout`, { iban: PROVIDER_IBAN })).status).toBe(200);
    await provider.client.put('/api/payments/payout-account', { iban: PLATFORM_IBAN, currentPassword: 'Patili123!' });
    expect(await paymentOf(testApp, booking.id)).toMatchObject({
      status: 'paid_out',
      payoutIban: PROVIDER_IBAN,
    });
    expect((await auditOf(testApp, id)).map((row) => row.actionType)).toEqual([
      'payment_confirmed',
      'payout_marked',
    ]);
  });
});

describe("the owner's payment-pending tab", () => {
  it('lists a confirmed booking while its payment is awaited, and no longer once an admin confirmed it', async () => {
    const { owner, payment: opened, booking } = await acceptedBooking(testApp);
    const pendingIds = async () => {
      const response = await owner.client.get('/api/bookings?status=payment_pending');
      expect(response.status).toBe(200);
      return (response.body.items as { id: string }[]).map((item) => item.id);
    };
    expect(await pendingIds()).toEqual([booking.id]);
    // The confirmed tab keeps it too: the booking itself stays confirmed.
    const confirmed = await owner.client.get('/api/bookings?status=confirmed');
    expect((confirmed.body.items as { id: string }[]).map((item) => item.id)).toEqual([booking.id]);
    await testApp.deps.database.db.update(payment).set({ status: 'confirmed' }).where(eq(payment.id, opened.id));
    expect(await pendingIds()).toEqual([]);
  });
});
