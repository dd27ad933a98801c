import { msg, type MessageKey } from '../i18n/translate.ts';

/**
 * What each payment step tells the people concerned (every step notifies them): the admins of a
 * new receipt (topic `payment_receipt`), the owner of a confirmed or rejected receipt and of a refund, the provider of their payout. The text is written when it is
 * read, in the reader's language, from the payload kept with the notification.
 */
export const PAYMENT_NOTIFICATION_TYPES = [
  'payment_receipt_uploaded',
  'payment_confirmed',
  'payment_rejected',
  'payment_refunded',
  'payment_paid_out',
  // The provider's payout IBAN was replaced: they are told at once, should it not have been them.
  'payout_iban_changed',
] as const;
export type PaymentNotificationType = (typeof PAYMENT_NOTIFICATION_TYPES)[number];

export const isPaymentNotificationType = (value: unknown): value is PaymentNotificationType =>
  typeof value === 'string' && (PAYMENT_NOTIFICATION_TYPES as readonly string[]).includes(value);

/** Title and body of each type; the body reads `{{name}}`, `{{reference}}`, `{{amount}}`, `{{reason}}`, `{{iban}}`. */
export const PAYMENT_NOTIFICATION_MESSAGES: Readonly<
  Record<PaymentNotificationType, { title: MessageKey; body: MessageKey }>
> = {
  payment_receipt_uploaded: {
    title: msg('payments:notification.receiptUploaded.title'),
    body: msg('payments:notification.receiptUploaded.body'),
  },
  payment_confirmed: {
    title: msg('payments:notification.confirmed.title'),
    body: msg('payments:notification.confirmed.body'),
  },
  payment_rejected: {
    title: msg('payments:notification.rejected.title'),
    body: msg('payments:notification.rejected.body'),
  },
  payment_refunded: {
    title: msg('payments:notification.refunded.title'),
    body: msg('payments:notification.refunded.body'),
  },
  payment_paid_out: {
    title: msg('payments:notification.paidOut.title'),
    body: msg('payments:notification.paidOut.body'),
  },
  payout_iban_changed: {
    title: msg('payments:notification.ibanChanged.title'),
    body: msg('payments:notification.ibanChanged.body'),
  },
};

/** What a payment notification keeps (as the payment was at the event). */
export type PaymentNotificationPayload = {
  readonly paymentId: string;
  readonly bookingId: string;
  readonly reference: string;
  /** The amount the reader cares about: the owner's total, or the provider's net payout. */
  readonly amountKurus: number;
  /** Who acted (the owner who uploaded), for the admins' text. */
  readonly actorName: string | null;
  readonly reason: string | null;
  /** The payout IBAN, shown to its provider with all but the last four digits hidden. */
  readonly iban: string | null;
};

/** An IBAN with all but its country, check digits and last four hidden: `TR33 **** … 1326`. */
export const maskIban = (iban: string): string =>
  `${iban.slice(0, 4)} **** **** **** **** ${iban.slice(-4)}`;
