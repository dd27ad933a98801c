import { electronicFormatIBAN, friendlyFormatIBAN, isValidIBAN } from 'ibantools';

/**
 * Turkish IBANs: the platform's account owners pay
 * into and the providers' payout accounts. `TR`, 24 digits (26 characters), and the ISO 7064
 * mod-97 checksum, checked by ibantools; spaces and lower case are accepted as typed.
 */

/** The IBAN as stored: upper case, no spaces (`TR330006100519786457841326`), or null when it is not a valid Turkish IBAN. */
export const normalizeTurkishIban = (value: string): string | null => {
  const electronic = electronicFormatIBAN(value.trim());
  if (!electronic || !electronic.startsWith('TR') || electronic.length !== 26) return null;
  return isValidIBAN(electronic) ? electronic : null;
};

export const isTurkishIban = (value: unknown): value is string =>
  typeof value === 'string' && normalizeTurkishIban(value) !== null;

/** The IBAN as people read it: groups of four (`TR33 0006 1005 1978 6457 8413 26`). */
export const formatIban = (iban: string): string => friendlyFormatIBAN(iban) ?? iban;
