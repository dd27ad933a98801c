import { describe, expect, it } from 'vitest';

import {
  isPaymentReference,
  normalizePaymentReference,
  PAYMENT_REFERENCE_ALPHABET,
  paymentReferenceFrom,
} from './payment-reference.ts';

describe('payment reference', () => {
  it('is PTL- and eight characters of an alphabet without 0, O, 1 and I', () => {
    expect(PAYMENT_REFERENCE_ALPHABET).toHaveLength(32);
    expect(PAYMENT_REFERENCE_ALPHABET).not.toMatch(/[01IO]/);
    expect(new Set(PAYMENT_REFERENCE_ALPHABET).size).toBe(32);
    const reference = paymentReferenceFrom(Uint8Array.from([0, 1, 2, 3, 31, 32, 255, 100]));
    expect(reference).toBe('PTL-2345Z2Z6');
    expect(isPaymentReference(reference)).toBe(true);
  });

  it('maps every byte onto the alphabet evenly', () => {
    const counts = new Map<string, number>();
    for (let byte = 0; byte < 256; byte += 1) {
      const character = paymentReferenceFrom(new Uint8Array(8).fill(byte)).slice(4, 5);
      counts.set(character, (counts.get(character) ?? 0) + 1);
    }
    expect(counts.size).toBe(32);
    expect([...counts.values()].every((count) => count === 8)).toBe(true);
  });

  it('refuses too few bytes', () => {
    expect(() => paymentReferenceFrom(new Uint8Array(7))).toThrow(RangeError);
  });

  it('reads a reference typed back in any case, with spaces or without the hyphen', () => {
    expect(normalizePaymentReference(' ptl-2345 z2z6 ')).toBe('PTL-2345Z2Z6');
    expect(normalizePaymentReference('PTL2345Z2Z6')).toBe('PTL-2345Z2Z6');
    expect(normalizePaymentReference('PTL-2345Z2Z')).toBeNull();
    expect(normalizePaymentReference('PTL-0345Z2Z6')).toBeNull();
    expect(normalizePaymentReference('XYZ-2345Z2Z6')).toBeNull();
    expect(isPaymentReference('PTL-2345Z2Z6 ')).toBe(false);
    expect(isPaymentReference(42)).toBe(false);
  });
});
