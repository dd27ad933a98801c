import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be mistaken for each other when read aloud or typed. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A fresh 8-character referral code, e.g. `K7MZQ2RD`. */
export const generateReferralCode = (): string =>
  Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
