import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { newId } from '../ids.ts';
import { user } from './auth.ts';
import { booking } from './bookings.ts';

/**
 * A booking's payment by bank transfer (decision 016), opened when the
 * provider accepts: awaiting transfer → receipt uploaded → confirmed (or rejected, and the owner
 * uploads again) → paid out to the provider after completion; a cancellation after confirmation
 * makes a refund due, then refunded; a cancellation before it voids the payment. Amounts are whole
 * kuruş copied from the booking's stored quote. Written by `features/payments` only (and opened by
 * `lib/payments.ts` inside the bookings' accept transaction).
 */
export const payment = pgTable(
  'payment',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`)
      .$defaultFn(newId),
    bookingId: uuid('booking_id')
      .notNull()
      .unique()
      .references(() => booking.id, { onDelete: 'cascade' }),
    /** `PAYMENT_STATUSES` of @patili/domain/payments. */
    status: text('status').notNull().default('awaiting_transfer'),
    /** What the owner transfers to write in the description: unique, short, unambiguous (`PTL-…`). */
    reference: text('reference').notNull().unique(),
    /** The owner's total (the booking's `total_kurus`). */
    amountKurus: integer('amount_kurus').notNull(),
    /** What the provider is paid (the booking's `net_payable_kurus`). */
    payoutKurus: integer('payout_kurus').notNull(),
    /** The platform's share: owner commission + provider commission. */
    commissionKurus: integer('commission_kurus').notNull(),
    /** The uploaded receipt (`files` row, purpose `payment_receipt`). */
    receiptFileId: uuid('receipt_file_id'),
    receiptUploadedAt: timestamp('receipt_uploaded_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedBy: text('confirmed_by').references(() => user.id, { onDelete: 'set null' }),
    /** The IBAN the payout went to, copied when paid. */
    payoutIban: text('payout_iban'),
    paidOutAt: timestamp('paid_out_at', { withTimezone: true }),
    paidOutBy: text('paid_out_by').references(() => user.id, { onDelete: 'set null' }),
    /**
     * Set when a cancellation settled the payment (`settleCancellation`): what comes back to the
     * owner and its share of the total; `payout_kurus` and `commission_kurus` then hold the part
     * kept (what the provider is paid, what the platform earns).
     */
    refundKurus: integer('refund_kurus'),
    refundPercent: integer('refund_percent'),
    refundDueAt: timestamp('refund_due_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The finance page's queues (receipts to check, payouts due, refunds due), oldest first.
    index('payment_status_idx').on(table.status, table.updatedAt, table.id),
    // The reports' money of a period (features/reports, migration 0017): payments by the date
    // their money moved (confirmed, paid out, refund due, refunded).
    index('payment_confirmed_at_idx').on(table.confirmedAt).where(sql`confirmed_at is not null`),
    index('payment_paid_out_at_idx').on(table.paidOutAt).where(sql`paid_out_at is not null`),
    index('payment_refund_due_at_idx').on(table.refundDueAt).where(sql`refund_due_at is not null`),
    index('payment_refunded_at_idx').on(table.refundedAt).where(sql`refunded_at is not null`),
    // The payouts queue, oldest first: confirmed payments, and those of a cancelled booking that
    // kept a payout (refunded their share first). Written as the queue's own condition, so the
    // planner proves it and reads the queue in order instead of sorting every payment.
    index('payment_payout_queue_idx')
      .on(table.updatedAt, table.id)
      .where(sql`status = 'confirmed' or (status in ('confirmed', 'refunded') and payout_kurus > 0)`),
  ],
);

/**
 * The IBAN a provider is paid to (the one they give in their profile
 * setup), one per provider, stored in electronic form (`normalizeTurkishIban`). Only the provider
 * and the admins ever read it. Written by `features/payments` only; the payout copies it into
 * `payment.payout_iban`, so a later change never rewrites where a past payout went.
 */
export const payoutAccount = pgTable('payout_account', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  iban: text('iban').notNull(),
  /** Set when the IBAN replaced another: no payout goes to it before then (a day after the change). */
  heldUntil: timestamp('held_until', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
