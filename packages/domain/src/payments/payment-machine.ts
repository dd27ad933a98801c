import { msg, type MessageKey } from '../i18n/translate.ts';

/**
 * A booking's payment by bank transfer (decision 016). It is
 * opened when the provider accepts (`awaiting_transfer`); the owner transfers to the platform's
 * IBAN with the payment's reference and uploads the receipt (`receipt_uploaded`); an admin
 * confirms it (`confirmed`) or rejects it with a reason (`rejected`, and the owner uploads again);
 * once the booking is completed an admin pays the provider the net amount to their IBAN
 * (`paid_out`). A booking cancelled once money may have moved (a receipt uploaded or confirmed)
 * settles by its cancellation policy (`settleCancellation` of @patili/domain/bookings): a refund
 * due when some of it comes back (`refund_due` → `refunded`), and the part kept paid out to the
 * provider like a completed booking's; cancelled before that, nothing is owed (`void`).
 * The server asks `transitionPayment` for every change and maps a refusal to 409 with its message.
 */

export const PAYMENT_STATUSES = [
  'awaiting_transfer',
  'receipt_uploaded',
  'confirmed',
  'rejected',
  'paid_out',
  'refund_due',
  'refunded',
  'void',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const isPaymentStatus = (value: unknown): value is PaymentStatus =>
  typeof value === 'string' && (PAYMENT_STATUSES as readonly string[]).includes(value);

/** A stored status read back; anything unknown reads as awaiting transfer (the opening state). */
export const readPaymentStatus = (value: unknown): PaymentStatus =>
  isPaymentStatus(value) ? value : 'awaiting_transfer';

/** The owner still owes the money (the booking's `payment_pending` badge): nothing confirmed yet. */
export const AWAITED_PAYMENT_STATUSES = [
  'awaiting_transfer',
  'receipt_uploaded',
  'rejected',
] as const satisfies readonly PaymentStatus[];
export const isPaymentAwaited = (status: PaymentStatus): boolean =>
  (AWAITED_PAYMENT_STATUSES as readonly PaymentStatus[]).includes(status);

/** Where the owner may upload a receipt: before any, or after one was rejected. */
export const RECEIPT_UPLOAD_STATUSES = [
  'awaiting_transfer',
  'rejected',
] as const satisfies readonly PaymentStatus[];
export const canUploadReceipt = (status: PaymentStatus): boolean =>
  (RECEIPT_UPLOAD_STATUSES as readonly PaymentStatus[]).includes(status);

/**
 * Where money may have arrived (a receipt under review, or confirmed): a cancellation then
 * settles by the booking's policy. Before it, cancelling costs nothing.
 */
export const REFUNDABLE_PAYMENT_STATUSES = [
  'receipt_uploaded',
  'confirmed',
] as const satisfies readonly PaymentStatus[];
export const isRefundablePayment = (status: PaymentStatus): boolean =>
  (REFUNDABLE_PAYMENT_STATUSES as readonly PaymentStatus[]).includes(status);

/** The longest rejection reason an admin writes (it is shown to the owner as typed). */
export const REJECTION_REASON_MAX = 500;

/** What can happen to a payment, and who does it. */
export type PaymentEvent =
  | { readonly type: 'upload_receipt' }
  | { readonly type: 'confirm' }
  | { readonly type: 'reject' }
  | {
      readonly type: 'pay_out';
      /**
       * The booking's status now (`normalizeBookingStatus`): a completed booking is paid out, and
       * a cancelled one whose settlement kept a payout for the provider.
       */
      readonly bookingStatus: string;
      /** What the provider is paid (the net, or the kept part of a cancelled booking), kuruş. */
      readonly payoutKurus: number;
      /** The provider's payout IBAN as stored (normalized), or null when they have none. */
      readonly payoutIban: string | null;
      /** The IBAN the admin's screen showed when they asked (normalized): it must be the stored one. */
      readonly shownIban: string;
      /** The stored IBAN replaced another less than a day ago: payouts to it wait. */
      readonly payoutIbanHeld: boolean;
    }
  | { readonly type: 'refund' }
  | {
      readonly type: 'booking_cancelled';
      /** What comes back to the owner by the settlement, kuruş (0: the provider keeps it all). */
      readonly refundKurus: number;
    };
export type PaymentEventType = PaymentEvent['type'];

export type PaymentActor = 'owner' | 'admin' | 'system';

export const PAYMENT_EVENT_ACTORS: Readonly<Record<PaymentEventType, PaymentActor>> = {
  upload_receipt: 'owner',
  confirm: 'admin',
  reject: 'admin',
  pay_out: 'admin',
  refund: 'admin',
  booking_cancelled: 'system',
};

/** Refusals, each answered with HTTP 409 and its message. */
export const PAYMENT_TRANSITION_ERRORS = {
  /** The owner uploads a receipt while one is under review, or after the payment was settled. */
  PAYMENT_NOT_AWAITING_RECEIPT: msg('payments:errors.notAwaitingReceipt'),
  /** An admin confirms or rejects a payment that has no receipt under review (another admin was first). */
  PAYMENT_NOT_UNDER_REVIEW: msg('payments:errors.notUnderReview'),
  /** An admin pays out a payment that is not confirmed (or was already paid out). */
  PAYMENT_NOT_CONFIRMED: msg('payments:errors.notConfirmed'),
  /** An admin pays out before the booking was completed (or a cancelled booking that kept nothing). */
  BOOKING_NOT_COMPLETED: msg('payments:errors.bookingNotCompleted'),
  /** An admin pays out to a provider who has no valid payout IBAN. */
  PAYOUT_IBAN_MISSING: msg('payments:errors.payoutIbanMissing'),
  /** The provider's IBAN changed after the admin's screen showed it: the admin reads it again. */
  PAYOUT_IBAN_CHANGED: msg('payments:errors.payoutIbanChanged'),
  /** The provider replaced their IBAN less than a day ago: a payout to a new IBAN waits a day. */
  PAYOUT_IBAN_HELD: msg('payments:errors.payoutIbanHeld'),
  /** An admin marks a refund where none is due. */
  PAYMENT_NOT_REFUND_DUE: msg('payments:errors.notRefundDue'),
} as const satisfies Record<string, MessageKey>;
export type PaymentTransitionErrorCode = keyof typeof PAYMENT_TRANSITION_ERRORS;

/** Who is told of a change: the booking's owner, its provider, or the admins (topic `payment_receipt`). */
export type PaymentAudience = 'owner' | 'provider' | 'admins';

export type PaymentTransition = {
  readonly ok: true;
  readonly from: PaymentStatus;
  readonly status: PaymentStatus;
  readonly notify: readonly PaymentAudience[];
};
export type PaymentTransitionError = {
  readonly ok: false;
  readonly code: PaymentTransitionErrorCode;
  readonly message: MessageKey;
};

const refuse = (code: PaymentTransitionErrorCode): PaymentTransitionError => ({
  ok: false,
  code,
  message: PAYMENT_TRANSITION_ERRORS[code],
});

/**
 * The outcome of an event on a payment in `status`:
 * - upload_receipt (owner): awaiting_transfer or rejected → receipt_uploaded; the admins are told;
 * - confirm (admin): receipt_uploaded → confirmed; the owner is told;
 * - reject (admin): receipt_uploaded → rejected (the reason is checked by its schema); the owner is told;
 * - pay_out (admin): confirmed → paid_out once the booking is completed; also confirmed or
 *   refunded → paid_out for a cancelled booking that kept a payout (`payoutKurus` > 0); always to
 *   a valid payout IBAN; the provider is told;
 * - refund (admin): refund_due → refunded; the owner is told;
 * - booking_cancelled (system): awaiting_transfer or rejected → void (nothing was paid);
 *   receipt_uploaded or confirmed → refund_due when the settlement refunds something (money may
 *   have arrived: the admin checks the receipt and refunds), unchanged when it refunds nothing
 *   (the provider keeps it all and is paid out); a settled payment stays as it is.
 */
export const transitionPayment = (
  status: PaymentStatus,
  event: PaymentEvent,
): PaymentTransition | PaymentTransitionError => {
  const done = (
    next: PaymentStatus,
    notify: readonly PaymentAudience[] = [],
  ): PaymentTransition => ({
    ok: true,
    from: status,
    status: next,
    notify,
  });
  switch (event.type) {
    case 'upload_receipt':
      return canUploadReceipt(status)
        ? done('receipt_uploaded', ['admins'])
        : refuse('PAYMENT_NOT_AWAITING_RECEIPT');
    case 'confirm':
      return status === 'receipt_uploaded'
        ? done('confirmed', ['owner'])
        : refuse('PAYMENT_NOT_UNDER_REVIEW');
    case 'reject':
      return status === 'receipt_uploaded'
        ? done('rejected', ['owner'])
        : refuse('PAYMENT_NOT_UNDER_REVIEW');
    case 'pay_out': {
      const keptOnCancel = event.bookingStatus === 'cancelled' && event.payoutKurus > 0;
      if (status !== 'confirmed' && !(status === 'refunded' && keptOnCancel))
        return refuse('PAYMENT_NOT_CONFIRMED');
      if (event.bookingStatus !== 'completed' && !keptOnCancel) return refuse('BOOKING_NOT_COMPLETED');
      if (!event.payoutIban) return refuse('PAYOUT_IBAN_MISSING');
      if (event.shownIban !== event.payoutIban) return refuse('PAYOUT_IBAN_CHANGED');
      if (event.payoutIbanHeld) return refuse('PAYOUT_IBAN_HELD');
      return done('paid_out', ['provider']);
    }
    case 'refund':
      return status === 'refund_due'
        ? done('refunded', ['owner'])
        : refuse('PAYMENT_NOT_REFUND_DUE');
    case 'booking_cancelled':
      if (status === 'awaiting_transfer' || status === 'rejected') return done('void');
      if (isRefundablePayment(status)) return done(event.refundKurus > 0 ? 'refund_due' : status);
      return done(status);
  }
};
