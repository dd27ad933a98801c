import { describe, expect, it } from 'vitest';

// The server's tests run away from Istanbul (vitest.config.ts): a booking rule that used the
// process's zone instead of Europe/Istanbul would fail them. This keeps that setting in place.
describe('the test process time zone', () => {
  it('is neither Istanbul nor UTC', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('America/New_York');
    expect(new Date('2026-01-15T12:00:00Z').getTimezoneOffset()).toBe(300);
  });
});
