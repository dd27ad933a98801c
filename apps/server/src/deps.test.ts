import { describe, expect, it } from 'vitest';

import { bareDepsOptions } from '../test/deps-options.ts';
import { createDeps } from './deps.ts';
import { createAdjustableClock } from './lib/clock.ts';

describe("the rules' clock", () => {
  it('is the test clock outside production, and moves with it', () => {
    const testClock = createAdjustableClock();
    const deps = createDeps({ ...bareDepsOptions(false), testClock });
    testClock.set(new Date('2030-01-07T06:30:00.000Z'));
    expect(Math.abs(deps.now().getTime() - Date.parse('2030-01-07T06:30:00.000Z'))).toBeLessThan(1_000);
  });

  it('is the system clock, never a test clock, in production', () => {
    expect(() => createDeps({ ...bareDepsOptions(true), testClock: createAdjustableClock() })).toThrow(/no test clock/);
    const deps = createDeps(bareDepsOptions(true));
    expect(deps.testClock).toBeNull();
    expect(Math.abs(deps.now().getTime() - Date.now())).toBeLessThan(1_000);
  });
});
