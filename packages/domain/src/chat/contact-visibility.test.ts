import { describe, expect, it } from 'vitest';

import { CONTACT_MASK } from './contact-mask.ts';
import { bookingRevealsContacts, protectsContacts, readerTextOf } from './contact-visibility.ts';

const at = new Date('2026-06-10T07:00:00Z');

describe('protectsContacts', () => {
  it('protects the conversations between an owner and a provider, never the community ones', () => {
    expect(protectsContacts('booking')).toBe(true);
    expect(protectsContacts('question')).toBe(true);
    for (const kind of ['adoption', 'lostfound', 'mating', 'forum', ''])
      expect(protectsContacts(kind), kind).toBe(false);
  });
});

describe('bookingRevealsContacts', () => {
  it('reveals once a booking is confirmed: confirmed, completed, or cancelled after it was accepted', () => {
    expect(
      bookingRevealsContacts({ status: 'confirmed', answeredAt: at, cancellationReason: null }),
    ).toBe(true);
    expect(
      bookingRevealsContacts({ status: 'completed', answeredAt: at, cancellationReason: null }),
    ).toBe(true);
    expect(
      bookingRevealsContacts({ status: 'Confirmed ', answeredAt: null, cancellationReason: null }),
    ).toBe(true);
    expect(
      bookingRevealsContacts({
        status: 'cancelled',
        answeredAt: at,
        cancellationReason: 'cancelled_by_owner',
      }),
    ).toBe(true);
    expect(
      bookingRevealsContacts({
        status: 'canceled',
        answeredAt: at,
        cancellationReason: 'cancelled_by_owner',
      }),
    ).toBe(true);
  });

  it('keeps hiding for a request waiting, rejected, expired or cancelled before an answer', () => {
    expect(
      bookingRevealsContacts({ status: 'pending', answeredAt: null, cancellationReason: null }),
    ).toBe(false);
    expect(
      bookingRevealsContacts({ status: 'requested', answeredAt: null, cancellationReason: null }),
    ).toBe(false);
    expect(
      bookingRevealsContacts({
        status: 'payment_pending',
        answeredAt: null,
        cancellationReason: null,
      }),
    ).toBe(false);
    expect(
      bookingRevealsContacts({
        status: 'cancelled',
        answeredAt: at,
        cancellationReason: 'rejected',
      }),
    ).toBe(false);
    expect(
      bookingRevealsContacts({
        status: 'cancelled',
        answeredAt: null,
        cancellationReason: 'expired',
      }),
    ).toBe(false);
    expect(
      bookingRevealsContacts({
        status: 'cancelled',
        answeredAt: null,
        cancellationReason: 'cancelled_by_owner',
      }),
    ).toBe(false);
  });
});

describe('readerTextOf', () => {
  const message = { text: 'Numaram 0532 123 45 67', senderId: 'sender' };

  it('masks contact details for the other member while protected', () => {
    expect(readerTextOf(message, { readerId: 'reader', protectContacts: true })).toEqual({
      text: `Numaram ${CONTACT_MASK}`,
      contactMask: 'masked',
    });
  });

  it('shows the sender their own text, noting that the other side reads it masked', () => {
    expect(readerTextOf(message, { readerId: 'sender', protectContacts: true })).toEqual({
      text: message.text,
      contactMask: 'hidden_for_other',
    });
  });

  it('shows everything once revealed, and a message without contact details as it is', () => {
    expect(readerTextOf(message, { readerId: 'reader', protectContacts: false })).toEqual({
      text: message.text,
      contactMask: 'none',
    });
    expect(
      readerTextOf(
        { text: 'Merhaba', senderId: 'sender' },
        { readerId: 'reader', protectContacts: true },
      ),
    ).toEqual({
      text: 'Merhaba',
      contactMask: 'none',
    });
    expect(
      readerTextOf({ text: '', senderId: 'sender' }, { readerId: 'sender', protectContacts: true }),
    ).toEqual({ text: '', contactMask: 'none' });
  });
});
