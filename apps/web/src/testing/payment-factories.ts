import type { OwnerPayment } from '@patili/domain/payments';

/** A booking's payment as its owner reads it: awaiting the transfer of ₺495, unless overridden. */
export const ownerPayment = (over: Partial<OwnerPayment> = {}): OwnerPayment => ({
  id: '0190a1b2-0000-7000-8000-000000000301',
  bookingId: '0190a1b2-0000-7000-8000-000000000300',
  status: 'awaiting_transfer',
  reference: 'PTL-2345Z2Z6',
  amountKurus: 49_500,
  receipt: null,
  receiptUploadedAt: null,
  rejectionReason: null,
  confirmedAt: null,
  refundedAt: null,
  refundKurus: null,
  refundPercent: null,
  canUploadReceipt: true,
  ...over,
});
