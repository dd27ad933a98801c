import { describe, expect, it } from 'vitest';

import { isExpiredDay } from './history-day.ts';

// The domain tests run with TZ=America/New_York (vitest.config.ts): the process's own day differs
// from Istanbul's for seven hours of every day, and these instants sit right on those edges.
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
