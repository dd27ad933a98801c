/**
 * The reference an owner writes in the transfer's description,
 * which the admin matches the bank's statement against: `PTL-` and eight characters of an
 * alphabet without the look-alikes 0/O and 1/I, so it is read and typed back without doubt, and
 * short enough for every bank's description field. 32⁸ (about 10¹²) references; the database's
 * unique index has the last word, and the server draws again on the rare clash.
 */

/** Digits 2–9 and the letters but I and O: 32 characters, so a random byte maps evenly (`& 31`). */
export const PAYMENT_REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const PAYMENT_REFERENCE_PREFIX = 'PTL-';
export const PAYMENT_REFERENCE_LENGTH = 8;

const REFERENCE_PATTERN = new RegExp(
  `^PTL-[${PAYMENT_REFERENCE_ALPHABET}]{${PAYMENT_REFERENCE_LENGTH}}$`,
);

/** A reference from random bytes (the server passes `randomBytes(8)`); at least eight bytes. */
export const paymentReferenceFrom = (bytes: Uint8Array): string => {
  if (bytes.length < PAYMENT_REFERENCE_LENGTH)
    throw new RangeError('paymentReferenceFrom needs eight bytes');
  let code = '';
  for (let index = 0; index < PAYMENT_REFERENCE_LENGTH; index += 1) {
    code += PAYMENT_REFERENCE_ALPHABET[bytes[index]! & 31];
  }
  return `${PAYMENT_REFERENCE_PREFIX}${code}`;
};

export const isPaymentReference = (value: unknown): value is string =>
  typeof value === 'string' && REFERENCE_PATTERN.test(value);

/**
 * A reference as someone typed it back (an admin searching a bank line): any case, spaces, with
 * or without the hyphen, `0`/`O` and `1`/`I` read as the letters' look-alikes are not in the
 * alphabet. Null when it cannot be a reference.
 */
export const normalizePaymentReference = (value: string): string | null => {
  const compact = value.toUpperCase().replace(/[\s-]+/g, '');
  if (!compact.startsWith('PTL')) return null;
  const candidate = `${PAYMENT_REFERENCE_PREFIX}${compact.slice(3)}`;
  return isPaymentReference(candidate) ? candidate : null;
};
