import { describe, expect, it } from 'vitest';

import { formatMicrochip, microchipProblem, microchipSchema, normalizeMicrochip } from './microchip.ts';

describe('microchip numbers (ISO 11784/11785, 15 digits)', () => {
  it('accepts a Turkish chip and a manufacturer chip, as written on a vaccination card', () => {
    expect(microchipProblem('792098100123456')).toBeNull();
    expect(microchipProblem('900164000123456')).toBeNull();
    expect(normalizeMicrochip(' 792 0981 0012 3456 ')).toBe('792098100123456');
    expect(normalizeMicrochip('792-098-100-123-456')).toBe('792098100123456');
    expect(microchipSchema.parse('792.098.100.123.456')).toBe('792098100123456');
    expect(formatMicrochip('792098100123456')).toBe('792 0981 0012 3456');
  });

  it('refuses a number of the wrong length or with letters, with the digits message', () => {
    for (const wrong of ['79209810012345', '7920981001234567', '79209810012345A', '']) expect(microchipProblem(wrong)).toBe('pets:validation.microchipDigits');
  });

  it('refuses a country or manufacturer code that cannot be (000, and 999 for test chips)', () => {
    expect(microchipProblem('000098100123456')).toBe('pets:validation.microchipCode');
    expect(microchipProblem('999098100123456')).toBe('pets:validation.microchipCode');
    expect(microchipProblem('001098100123456')).toBeNull();
    expect(microchipProblem('998098100123456')).toBeNull();
  });

  it('reads a blank as no chip, and reports a bad one on the field', () => {
    expect(microchipSchema.parse('')).toBeNull();
    expect(microchipSchema.parse(null)).toBeNull();
    expect(microchipSchema.parse(undefined)).toBeNull();
    const bad = microchipSchema.safeParse('12345');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('pets:validation.microchipDigits');
  });
});
