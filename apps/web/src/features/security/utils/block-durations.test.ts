import { ipBlockInputSchema } from '@patili/domain/security';
import { describe, expect, it } from 'vitest';

import { BLOCK_DURATION_CHOICES, DEFAULT_BLOCK_DURATION, durationHoursOf, isBlockDurationChoice } from './block-durations';

describe('block durations (1 h, 24 h, 7 days, 30 days, until removed)', () => {
  it('offers the five choices, shortest first, ending with "until removed"', () => {
    expect(BLOCK_DURATION_CHOICES).toEqual(['1', '24', '168', '720', 'forever']);
    expect(BLOCK_DURATION_CHOICES).toContain(DEFAULT_BLOCK_DURATION);
  });

  it('sends the hours, or null for "until removed"', () => {
    expect(BLOCK_DURATION_CHOICES.map(durationHoursOf)).toEqual([1, 24, 24 * 7, 24 * 30, null]);
  });

  it('gives only what the contract takes', () => {
    for (const choice of BLOCK_DURATION_CHOICES) {
      const parsed = ipBlockInputSchema.safeParse({ ipAddress: '203.0.113.9', reason: 'x', durationHours: durationHoursOf(choice) });
      expect(parsed.success, choice).toBe(true);
    }
  });

  it('knows its choices from anything else a select might give', () => {
    expect(isBlockDurationChoice('168')).toBe(true);
    expect(isBlockDurationChoice('forever')).toBe(true);
    for (const other of [null, '', '2', '0', 'never', '24 ']) expect(isBlockDurationChoice(other)).toBe(false);
  });
});
