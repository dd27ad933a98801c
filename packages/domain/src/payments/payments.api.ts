import { z } from 'zod';

import { BOOKING_CANCELLATION_POLICIES } from '../bookings/cancellation-policy.ts';
import { msg } from '../i18n/translate.ts';
import { pageQuerySchema, pageSchemaOf } from '../shared/pagination.ts';
import { normalizeTurkishIban } from './iban.ts';
import { PAYMENT_STATUSES, REJECTION_REASON_MAX } from './payment-machine.ts';

/**
 * The payments API's shapes (`/api/payments/*`, `/api/admin/payments/*`): the route contracts
 * validate and document with these, and the web reads its answers and builds its forms with them.
 * Money is whole kuruş, as the booking's stored quote; instants are ISO strings.
 */

/** A payment's uploaded receipt file: its id, the address to open it, its name and type. */
const receiptFileSchema = z.object({
  id: z.string(),
  url: z.string(),
  name: z.string(),
  contentType: z.string(),
});

// --- The owner's side ----------------------------------------------------------------------------

/** A booking's payment as its owner sees it on the booking card. */
export const ownerPaymentSchema = z.object({
  id: z.string(),
  bookingId: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  reference: z.string(),
  amountKurus: z.number().int(),
  /** The receipt last uploaded (the owner and the admins may open it), or null. */
  receipt: receiptFileSchema.nullable(),
  receiptUploadedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  /** Once a cancellation settled it: what comes back to the owner (kuruş) and its share of the total. */
  refundKurus: z.number().int().nullable(),
  refundPercent: z.number().int().nullable(),
  /** True when the owner may upload (awaiting transfer or rejected) and the platform IBAN is set. */
  canUploadReceipt: z.boolean(),
});
export type OwnerPayment = z.infer<typeof ownerPaymentSchema>;

/**
 * `GET /api/payments/bookings/{bookingId}`: the booking's payment (null before the provider
 * accepted, or for a request that was never accepted) and the platform's IBAN to transfer to
 * (null until an admin sets it: the card then says the details will follow).
 */
export const bookingPaymentResponseSchema = z.object({
  payment: ownerPaymentSchema.nullable(),
  platformIban: z.string().nullable(),
});
export type BookingPaymentResponse = z.infer<typeof bookingPaymentResponseSchema>;

/** `POST /api/payments/bookings/{bookingId}/receipt`: the uploaded `payment_receipt` file. */
export const receiptInputSchema = z.object({
  fileId: z
    .string({ error: msg('payments:errors.receiptRequired') })
    .trim()
    .min(1, { error: msg('payments:errors.receiptRequired') })
    .max(100, { error: msg('payments:errors.receiptRequired') }),
});
export type ReceiptInput = z.infer<typeof receiptInputSchema>;

// --- The admin's side ----------------------------------------------------------------------------

/** The finance page's queues: receipts to check, payouts due, refunds due. */
export const PAYMENT_QUEUES = ['receipts', 'payouts', 'refunds'] as const;
export type PaymentQueue = (typeof PAYMENT_QUEUES)[number];

export const PAYMENT_QUEUE_PAGE_SIZE = 20;

/** `GET /api/admin/payments?queue=&page=`: one queue, a page at a time, oldest first. */
export const paymentQueueQuerySchema = z.object({
  queue: z.enum(PAYMENT_QUEUES, { error: msg('payments:errors.queueInvalid') }).default('receipts'),
  ...pageQuerySchema({ pageSize: PAYMENT_QUEUE_PAGE_SIZE, maxPageSize: 100 }).shape,
});
export type PaymentQueueQuery = z.input<typeof paymentQueueQuerySchema>;

const party = z.object({ id: z.string(), name: z.string(), email: z.string() });

/** One payment as a finance queue lists it. */
export const adminPaymentSchema = z.object({
  id: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  reference: z.string(),
  amountKurus: z.number().int(),
  payoutKurus: z.number().int(),
  commissionKurus: z.number().int(),
  booking: z.object({
    id: z.string(),
    status: z.string(),
    kind: z.string(),
    serviceType: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    completedAt: z.string().nullable(),
    cancelledAt: z.string().nullable(),
    /** Who cancelled it (`owner`, `provider` or `system`), once cancelled. */
    cancelledBy: z.string().nullable(),
    /** The policy it was requested under: what its cancellation refunds. */
    cancellationPolicy: z.enum(BOOKING_CANCELLATION_POLICIES),
  }),
  owner: party,
  provider: party.extend({
    /** The provider's payout IBAN (normalized), or null when they gave none. */
    payoutIban: z.string().nullable(),
    /** When the IBAN replaced another less than a day ago: payouts to it wait until then. */
    payoutIbanHeldUntil: z.string().nullable(),
  }),
  receipt: receiptFileSchema.nullable(),
  receiptUploadedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  refundDueAt: z.string().nullable(),
  /** Once a cancellation settled it: the refund (kuruş) and its share; `payoutKurus` is then the part kept. */
  refundKurus: z.number().int().nullable(),
  refundPercent: z.number().int().nullable(),
  updatedAt: z.string(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;
export const adminPaymentPageSchema = pageSchemaOf(adminPaymentSchema);
export type AdminPaymentPage = z.infer<typeof adminPaymentPageSchema>;

/** `POST /api/admin/payments/{paymentId}/reject`: why, shown to the owner as typed (trimmed). */
export const rejectPaymentInputSchema = z.object({
  reason: z
    .string({ error: msg('payments:errors.reasonRequired') })
    .trim()
    .min(1, { error: msg('payments:errors.reasonRequired') })
    .max(REJECTION_REASON_MAX, { error: msg('payments:errors.reasonTooLong') }),
});
export type RejectPaymentInput = z.infer<typeof rejectPaymentInputSchema>;

/** What an admin action answers: the payment as it now stands. */
export const adminPaymentResponseSchema = z.object({ payment: adminPaymentSchema });
export type AdminPaymentResponse = z.infer<typeof adminPaymentResponseSchema>;

// --- The provider's payout account ---------------------------------------------------------------

/** `GET`/`PUT /api/payments/payout-account`: the provider's payout IBAN (normalized), or null. */
export const payoutAccountSchema = z.object({
  iban: z.string().nullable(),
  updatedAt: z.string().nullable(),
  /** Set when the IBAN replaced another: payouts to it wait until then (a day after the change). */
  heldUntil: z.string().nullable(),
  /** Whether changing it asks for the current password (accounts that have one). */
  needsPassword: z.boolean(),
});

/** A replaced payout IBAN is paid to only after this long (time to notice a change not made by the provider). */
export const PAYOUT_IBAN_HOLD_HOURS = 24;
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

/** The IBAN as typed (spaces and lower case allowed); stored in electronic form. */
export const payoutAccountInputSchema = z.object({
  iban: z
    .string({ error: msg('payments:errors.ibanInvalid') })
    .max(64, { error: msg('payments:errors.ibanInvalid') })
    .transform((value, ctx) => {
      const iban = normalizeTurkishIban(value);
      if (iban) return iban;
      ctx.addIssue({ code: 'custom', message: msg('payments:errors.ibanInvalid') });
      return z.NEVER;
    }),
  /** The account's current password (required when it has one): a session alone cannot redirect the money. */
  currentPassword: z.string().max(200).optional(),
});
export type PayoutAccountInput = z.input<typeof payoutAccountInputSchema>;

/**
 * `POST /api/admin/payments/{paymentId}/payout`: the IBAN the admin's screen shows (electronic
 * form), refused with 409 when the provider's stored IBAN is another by now.
 */
export const payOutInputSchema = z.object({
  iban: z.string({ error: msg('payments:errors.ibanInvalid') }).trim().min(1, { error: msg('payments:errors.ibanInvalid') }).max(64, { error: msg('payments:errors.ibanInvalid') }),
});
export type PayOutInput = z.infer<typeof payOutInputSchema>;
