import { describe, expect, it } from 'vitest';

import { passwordLockMs } from './password-lockout.ts';

describe('passwordLockMs', () => {
  it('lets the first four wrong passwords go, then locks a minute, doubling up to an hour', () => {
    expect([0, 1, 2, 3, 4].map(passwordLockMs)).toEqual([null, null, null, null, null]);
    expect([5, 6, 7, 8, 9, 10, 11, 12, 40].map(passwordLockMs)).toEqual([
      60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000, 3_600_000,
    ]);
  });
});
