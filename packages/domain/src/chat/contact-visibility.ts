import { normalizeBookingStatus } from '../bookings/booking-machine.ts';
import type { ChatKind } from './chat-id.ts';
import { maskContacts } from './contact-mask.ts';

/**
 * Contact details between an owner and a provider. In their conversations (the question before
 * booking and each booking's chat), phone numbers, e-mail addresses, IBANs and messaging-app
 * links in either side's messages are hidden from the reader until a booking between the two has
 * been confirmed; the stored text stays as written, and the sender reads their own text whole with
 * a note that the other side cannot see those parts yet. Community conversations (adoption,
 * lost and found, mating) are never masked.
 */

/** The conversation kinds between an owner and a provider, whose contact details wait for a booking. */
export const CONTACT_PROTECTED_KINDS = [
  'booking',
  'question',
] as const satisfies readonly ChatKind[];

export const protectsContacts = (kind: string): boolean =>
  (CONTACT_PROTECTED_KINDS as readonly string[]).includes(kind);

/** What of a booking tells whether it was ever confirmed. */
export type BookingConfirmationState = {
  readonly status: string;
  /** When the provider accepted or rejected it. */
  readonly answeredAt: Date | null;
  /** `rejected`, `cancelled_by_owner` or `expired` once cancelled. */
  readonly cancellationReason: string | null;
};

/**
 * Whether a booking shows its two people each other's contact details: once confirmed, for good.
 * So a confirmed or completed booking does, and so does one cancelled after the provider accepted
 * it (the owner's cancellation of a confirmed booking). A request still waiting, rejected or
 * expired never does.
 */
export const bookingRevealsContacts = (booking: BookingConfirmationState): boolean => {
  const status = normalizeBookingStatus(booking.status);
  if (status === 'confirmed' || status === 'completed') return true;
  return (
    status === 'cancelled' &&
    booking.answeredAt !== null &&
    booking.cancellationReason !== 'rejected' &&
    booking.cancellationReason !== 'expired'
  );
};

/**
 * What the reader is told about hidden contact details in a message:
 * - `none`: nothing is hidden from anyone;
 * - `masked`: the reader's text has `CONTACT_MASK` where the sender wrote contact details;
 * - `hidden_for_other`: the reader sent it and reads it whole, but the other side reads it masked.
 */
export const CONTACT_MASK_STATES = ['none', 'masked', 'hidden_for_other'] as const;
export type ContactMaskState = (typeof CONTACT_MASK_STATES)[number];

/** Who reads a conversation's messages, and whether its contact details are still hidden. */
export type ChatReader = {
  readonly readerId: string;
  /** A provider conversation with no confirmed booking between its two people yet. */
  readonly protectContacts: boolean;
};

/** A message's text as one reader sees it. */
export const readerTextOf = (
  message: { readonly text: string; readonly senderId: string },
  reader: ChatReader,
): { text: string; contactMask: ContactMaskState } => {
  if (!reader.protectContacts || message.text === '')
    return { text: message.text, contactMask: 'none' };
  const masked = maskContacts(message.text);
  if (!masked.masked) return { text: message.text, contactMask: 'none' };
  return message.senderId === reader.readerId
    ? { text: message.text, contactMask: 'hidden_for_other' }
    : { text: masked.text, contactMask: 'masked' };
};
