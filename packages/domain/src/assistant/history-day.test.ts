import { describe, expect, it } from 'vitest';

import { isExpiredDay, istanbulDay } from './history-day.ts';

// The domain tests run with TZ=America/New_York (vitest.config.ts): the process's own day differs
// from Istanbul's for seven hours of every day, and these instants sit right on those edges.
describe('istanbulDay', () => {
  it('runs in a zone that is not Istanbul (so the cases below prove something)', () => {
    expect(new Date('2026-06-10T22:00:00Z').getDate()).toBe(10);
  });

  it('turns the day at midnight Istanbul, 21:00 UTC, whatever the process zone', () => {
    expect(istanbulDay(new Date('2026-06-10T20:59:59.999Z'))).toBe('2026-06-10');
    expect(istanbulDay(new Date('2026-06-10T21:00:00.000Z'))).toBe('2026-06-11');
    // New York still reads the 10th here (18:00 local), Istanbul the 11th.
    expect(istanbulDay(new Date('2026-06-10T22:00:00Z'))).toBe('2026-06-11');
  });

  it('keeps +03:00 all year (no daylight saving since 2016): winter and summer alike', () => {
    expect(istanbulDay(new Date('2026-01-15T20:59:00Z'))).toBe('2026-01-15');
    expect(istanbulDay(new Date('2026-01-15T21:00:00Z'))).toBe('2026-01-16');
    // The night New York moves its clocks (8 March 2026) changes nothing for Istanbul.
    expect(istanbulDay(new Date('2026-03-08T07:30:00Z'))).toBe('2026-03-08');
    expect(istanbulDay(new Date('2026-12-31T21:00:00Z'))).toBe('2027-01-01');
  });
});

describe('isExpiredDay', () => {
  const now = new Date('2026-06-10T21:30:00Z'); // 00:30 on 11 June in Istanbul

  it('expires every day before today in Istanbul and keeps today', () => {
    expect(isExpiredDay('2026-06-10', now)).toBe(true);
    expect(isExpiredDay('2026-05-31', now)).toBe(true);
    expect(isExpiredDay('2026-06-11', now)).toBe(false);
  });

  it('keeps yesterday until midnight Istanbul', () => {
    expect(isExpiredDay('2026-06-10', new Date('2026-06-10T20:59:59Z'))).toBe(false);
  });
});
