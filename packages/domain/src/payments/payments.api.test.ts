import { describe, expect, it } from 'vitest';

import { maskIban } from './payment-notifications.ts';
import {
  paymentQueueQuerySchema,
  payoutAccountInputSchema,
  receiptInputSchema,
  rejectPaymentInputSchema,
} from './payments.api.ts';

const issues = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('payments API schemas', () => {
  it('trims a rejection reason and requires it, at most 500 characters', () => {
    expect(rejectPaymentInputSchema.parse({ reason: '  Tutar eksik.  ' })).toEqual({
      reason: 'Tutar eksik.',
    });
    expect(issues(rejectPaymentInputSchema.safeParse({ reason: '   ' }))).toEqual([
      'payments:errors.reasonRequired',
    ]);
    expect(issues(rejectPaymentInputSchema.safeParse({}))).toEqual([
      'payments:errors.reasonRequired',
    ]);
    expect(rejectPaymentInputSchema.safeParse({ reason: 'a'.repeat(500) }).success).toBe(true);
    expect(issues(rejectPaymentInputSchema.safeParse({ reason: 'a'.repeat(501) }))).toEqual([
      'payments:errors.reasonTooLong',
    ]);
  });

  it('stores a payout IBAN in electronic form and refuses anything but a valid Turkish one', () => {
    expect(payoutAccountInputSchema.parse({ iban: 'tr33 0006 1005 1978 6457 8413 26' })).toEqual({
      iban: 'TR330006100519786457841326',
    });
    for (const iban of [
      '',
      'TR340006100519786457841326',
      'DE89370400440532013000',
      42,
      'x'.repeat(65),
    ]) {
      expect(issues(payoutAccountInputSchema.safeParse({ iban })), String(iban)).toEqual([
        'payments:errors.ibanInvalid',
      ]);
    }
  });

  it('requires the receipt file', () => {
    expect(issues(receiptInputSchema.safeParse({}))).toEqual(['payments:errors.receiptRequired']);
    expect(issues(receiptInputSchema.safeParse({ fileId: ' ' }))).toEqual([
      'payments:errors.receiptRequired',
    ]);
  });

  it('reads a queue and a page, defaulting to the receipts and the first page', () => {
    expect(paymentQueueQuerySchema.parse({})).toEqual({ queue: 'receipts', page: 1, pageSize: 20 });
    expect(paymentQueueQuerySchema.parse({ queue: 'payouts', page: '3' })).toMatchObject({
      queue: 'payouts',
      page: 3,
    });
    expect(issues(paymentQueueQuerySchema.safeParse({ queue: 'all' }))).toEqual([
      'payments:errors.queueInvalid',
    ]);
    expect(paymentQueueQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });

  it('masks an IBAN but its country, check digits and last four', () => {
    expect(maskIban('TR330006100519786457841326')).toBe('TR33 **** **** **** **** 1326');
  });
});
