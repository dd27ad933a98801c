import { describe, expect, it } from 'vitest';

import {
  AWAITED_PAYMENT_STATUSES,
  canUploadReceipt,
  isPaymentAwaited,
  PAYMENT_EVENT_ACTORS,
  PAYMENT_STATUSES,
  readPaymentStatus,
  transitionPayment,
  type PaymentEvent,
  type PaymentStatus,
} from './payment-machine.ts';

const IBAN = 'TR330006100519786457841326';
const payOut = (
  bookingStatus = 'completed',
  payoutIban: string | null = IBAN,
  payoutKurus = 41_400,
  { shownIban = payoutIban ?? IBAN, payoutIbanHeld = false }: { shownIban?: string; payoutIbanHeld?: boolean } = {},
): PaymentEvent => ({
  type: 'pay_out',
  bookingStatus,
  payoutIban,
  payoutKurus,
  shownIban,
  payoutIbanHeld,
});

/** Every event on every status: the new status, or the refusal's code. */
const outcome = (status: PaymentStatus, event: PaymentEvent) => {
  const result = transitionPayment(status, event);
  return result.ok ? result.status : result.code;
};

describe('transitionPayment', () => {
  it('lets the owner upload a receipt only while awaiting a transfer or after a rejection, and tells the admins', () => {
    for (const status of PAYMENT_STATUSES) {
      const expected =
        status === 'awaiting_transfer' || status === 'rejected'
          ? 'receipt_uploaded'
          : 'PAYMENT_NOT_AWAITING_RECEIPT';
      expect(outcome(status, { type: 'upload_receipt' }), status).toBe(expected);
      expect(canUploadReceipt(status)).toBe(expected === 'receipt_uploaded');
    }
    expect(transitionPayment('awaiting_transfer', { type: 'upload_receipt' })).toMatchObject({
      notify: ['admins'],
    });
  });

  it('lets an admin confirm or reject only a receipt under review, telling the owner', () => {
    for (const status of PAYMENT_STATUSES) {
      const under = status === 'receipt_uploaded';
      expect(outcome(status, { type: 'confirm' }), status).toBe(
        under ? 'confirmed' : 'PAYMENT_NOT_UNDER_REVIEW',
      );
      expect(outcome(status, { type: 'reject' }), status).toBe(
        under ? 'rejected' : 'PAYMENT_NOT_UNDER_REVIEW',
      );
    }
    expect(transitionPayment('receipt_uploaded', { type: 'confirm' })).toMatchObject({
      notify: ['owner'],
    });
    expect(transitionPayment('receipt_uploaded', { type: 'reject' })).toMatchObject({
      ok: true,
      notify: ['owner'],
    });
    expect(transitionPayment('confirmed', { type: 'confirm' })).toMatchObject({
      ok: false,
      message: 'payments:errors.notUnderReview',
    });
  });

  it('pays out only a confirmed payment of a completed booking to a provider with an IBAN, telling the provider', () => {
    for (const status of PAYMENT_STATUSES) {
      expect(outcome(status, payOut()), status).toBe(
        status === 'confirmed' ? 'paid_out' : 'PAYMENT_NOT_CONFIRMED',
      );
    }
    for (const bookingStatus of ['pending', 'confirmed', 'payment_pending', 'requested']) {
      expect(outcome('confirmed', payOut(bookingStatus)), bookingStatus).toBe(
        'BOOKING_NOT_COMPLETED',
      );
    }
    expect(outcome('confirmed', payOut('completed', null))).toBe('PAYOUT_IBAN_MISSING');
    expect(outcome('confirmed', payOut('completed', ''))).toBe('PAYOUT_IBAN_MISSING');
    // The IBAN the admin's screen showed must be the one stored, and not one set less than a day ago.
    expect(outcome('confirmed', payOut('completed', IBAN, 41_400, { shownIban: 'TR000000000000000000000000' }))).toBe(
      'PAYOUT_IBAN_CHANGED',
    );
    expect(outcome('confirmed', payOut('completed', IBAN, 41_400, { payoutIbanHeld: true }))).toBe('PAYOUT_IBAN_HELD');
    expect(transitionPayment('confirmed', payOut())).toMatchObject({ notify: ['provider'] });
  });

  it("pays out a cancelled booking's kept part, after its refund or when nothing came back", () => {
    const kept = payOut('cancelled', IBAN, 20_700);
    for (const status of PAYMENT_STATUSES) {
      expect(outcome(status, kept), status).toBe(
        status === 'confirmed' || status === 'refunded' ? 'paid_out' : 'PAYMENT_NOT_CONFIRMED',
      );
    }
    // A completed booking's payment that was refunded is not paid out again.
    expect(outcome('refunded', payOut('completed'))).toBe('PAYMENT_NOT_CONFIRMED');
    // A full refund keeps nothing for the provider.
    expect(outcome('confirmed', payOut('cancelled', IBAN, 0))).toBe('BOOKING_NOT_COMPLETED');
    expect(outcome('refunded', payOut('cancelled', IBAN, 0))).toBe('PAYMENT_NOT_CONFIRMED');
    expect(outcome('refunded', payOut('cancelled', null, 20_700))).toBe('PAYOUT_IBAN_MISSING');
  });

  it('marks a refund only where one is due, telling the owner', () => {
    for (const status of PAYMENT_STATUSES) {
      expect(outcome(status, { type: 'refund' }), status).toBe(
        status === 'refund_due' ? 'refunded' : 'PAYMENT_NOT_REFUND_DUE',
      );
    }
    expect(transitionPayment('refund_due', { type: 'refund' })).toMatchObject({
      notify: ['owner'],
    });
  });

  it('settles a cancelled booking: void before money moved, refund due once it may have, settled ones unchanged', () => {
    const cancelled = (refundKurus: number): PaymentEvent => ({ type: 'booking_cancelled', refundKurus });
    const settled: Record<PaymentStatus, PaymentStatus> = {
      awaiting_transfer: 'void',
      rejected: 'void',
      receipt_uploaded: 'refund_due',
      confirmed: 'refund_due',
      paid_out: 'paid_out',
      refund_due: 'refund_due',
      refunded: 'refunded',
      void: 'void',
    };
    for (const status of PAYMENT_STATUSES) {
      expect(transitionPayment(status, cancelled(24_750)), status).toMatchObject({
        ok: true,
        status: settled[status],
        notify: [],
      });
    }
  });

  it('keeps a paid payment as it is when its cancellation refunds nothing (the provider keeps it all)', () => {
    for (const status of PAYMENT_STATUSES) {
      const expected = status === 'awaiting_transfer' || status === 'rejected' ? 'void' : status;
      expect(outcome(status, { type: 'booking_cancelled', refundKurus: 0 }), status).toBe(expected);
    }
  });

  it('names who sends each event', () => {
    expect(PAYMENT_EVENT_ACTORS).toEqual({
      upload_receipt: 'owner',
      confirm: 'admin',
      reject: 'admin',
      pay_out: 'admin',
      refund: 'admin',
      booking_cancelled: 'system',
    });
  });
});

describe('payment status helpers', () => {
  it('reads unknown stored text as awaiting transfer', () => {
    expect(readPaymentStatus('confirmed')).toBe('confirmed');
    expect(readPaymentStatus('bogus')).toBe('awaiting_transfer');
    expect(readPaymentStatus(null)).toBe('awaiting_transfer');
  });

  it('awaits the payment (the payment_pending badge) until it is confirmed', () => {
    expect(AWAITED_PAYMENT_STATUSES).toEqual(['awaiting_transfer', 'receipt_uploaded', 'rejected']);
    expect(PAYMENT_STATUSES.filter(isPaymentAwaited)).toEqual([
      'awaiting_transfer',
      'receipt_uploaded',
      'rejected',
    ]);
  });
});
