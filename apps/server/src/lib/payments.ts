import { randomBytes } from 'node:crypto';

import {
  readBookingCancellationPolicy,
  readCancelledBy,
  settleCancellation,
} from '@patili/domain/bookings';
import {
  isRefundablePayment,
  paymentReferenceFrom,
  readPaymentStatus,
  transitionPayment,
} from '@patili/domain/payments';
import { eq } from 'drizzle-orm';

import type { Db } from '../db/client.ts';
import { payment, type booking } from '../db/schema/index.ts';

/**
 * The two points where a booking's own transitions touch its payment (decision 016), called by
 * `features/bookings/transitions.service.ts` inside the booking's transaction so both commit or
 * neither: the provider's accept opens the payment, a cancellation
 * settles it. Everything else a payment goes through is `features/payments`.
 */

type BookingRow = typeof booking.$inferSelect;
export type PaymentRow = typeof payment.$inferSelect;

/** Draws of a reference before giving up: a clash is about one in 10¹² per existing payment. */
const REFERENCE_ATTEMPTS = 5;

/**
 * Opens the payment of a booking its provider has just accepted: awaiting transfer, with a new
 * unique reference, the owner's total, the provider's net payout and the platform's share (both
 * commissions), copied from the booking's stored quote so later rate changes never touch it.
 */
export const openPayment = async (tx: Db, row: BookingRow, now: Date): Promise<PaymentRow> => {
  for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt += 1) {
    const [inserted] = await tx
      .insert(payment)
      .values({
        bookingId: row.id,
        status: 'awaiting_transfer',
        reference: paymentReferenceFrom(randomBytes(8)),
        amountKurus: row.totalKurus,
        payoutKurus: row.netPayableKurus,
        commissionKurus: row.ownerCommissionKurus + row.providerCommissionKurus,
        createdAt: now,
        updatedAt: now,
      })
      // A clashing reference inserts nothing (the transaction stays usable) and is drawn again.
      .onConflictDoNothing({ target: payment.reference })
      .returning();
    if (inserted) return inserted;
  }
  throw new Error('could not draw a unique payment reference');
};

/**
 * Settles the payment of a booking that has just been cancelled (`transitionPayment`'s
 * `booking_cancelled`): void when nothing was paid yet; once a receipt was uploaded or confirmed,
 * by the booking's policy (`settleCancellation`: the owner's cancellation refunds the policy's
 * share at `now`, the provider's all of it), recording the refund and the part kept (the
 * provider's payout, the platform's commission), with a refund due when something comes back. A
 * booking without a payment (a request never accepted) has nothing to settle.
 */
export const settlePaymentOnCancel = async (
  tx: Db,
  row: BookingRow,
  now: Date,
): Promise<PaymentRow | null> => {
  const [current] = await tx
    .select()
    .from(payment)
    .where(eq(payment.bookingId, row.id))
    .for('update')
    .limit(1);
  if (!current) return null;
  const status = readPaymentStatus(current.status);
  const paid = isRefundablePayment(status);
  const settlement = settleCancellation({
    policy: readBookingCancellationPolicy(row.cancellationPolicy),
    amounts: row,
    startsAt: row.startsAt,
    at: now,
    by: readCancelledBy(row.cancelledBy),
    paid,
  });
  const outcome = transitionPayment(status, { type: 'booking_cancelled', refundKurus: settlement.refundKurus });
  if (!outcome.ok || (outcome.status === outcome.from && !paid)) return current;
  const [updated] = await tx
    .update(payment)
    .set({
      status: outcome.status,
      updatedAt: now,
      ...(paid
        ? {
            refundKurus: settlement.refundKurus,
            refundPercent: settlement.refundPercent,
            payoutKurus: settlement.payoutKurus,
            commissionKurus: settlement.commissionKurus,
          }
        : {}),
      ...(outcome.status === 'refund_due' ? { refundDueAt: now } : {}),
    })
    .where(eq(payment.id, current.id))
    .returning();
  return updated ?? current;
};
