import { describe, expect, it } from 'vitest';

import { formatIban, isTurkishIban, normalizeTurkishIban } from './iban.ts';

describe('Turkish IBAN', () => {
  it('accepts a valid Turkish IBAN as typed, with spaces and in lower case', () => {
    expect(normalizeTurkishIban('TR33 0006 1005 1978 6457 8413 26')).toBe('TR330006100519786457841326');
    expect(normalizeTurkishIban(' tr330006100519786457841326 ')).toBe('TR330006100519786457841326');
    expect(isTurkishIban('TR330006100519786457841326')).toBe(true);
  });
  it('refuses a wrong checksum, a foreign IBAN, a wrong length and non-strings', () => {
    expect(normalizeTurkishIban('TR340006100519786457841326')).toBeNull();
    expect(normalizeTurkishIban('DE89370400440532013000')).toBeNull();
    expect(normalizeTurkishIban('TR33000610051978645784132')).toBeNull();
    expect(normalizeTurkishIban('')).toBeNull();
    expect(isTurkishIban(42)).toBe(false);
  });
  it('formats in groups of four', () => {
    expect(formatIban('TR330006100519786457841326')).toBe('TR33 0006 1005 1978 6457 8413 26');
  });
});
