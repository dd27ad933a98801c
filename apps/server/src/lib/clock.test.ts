import { describe, expect, it } from 'vitest';

import { createAdjustableClock } from './clock.ts';

describe('createAdjustableClock', () => {
  it('reads the system clock, moved by what was set, and flows on from there', () => {
    let system = Date.parse('2026-11-28T10:00:00.000Z');
    const clock = createAdjustableClock(() => system);
    expect(clock.now().toISOString()).toBe('2026-11-28T10:00:00.000Z');
    clock.set(new Date('2026-12-01T06:00:00.000Z'));
    system += 90_000;
    expect(clock.now().toISOString()).toBe('2026-12-01T06:01:30.000Z');
    clock.advance(3_600_000);
    expect(clock.now().toISOString()).toBe('2026-12-01T07:01:30.000Z');
    expect(clock.offsetMs()).toBe(Date.parse('2026-12-01T07:01:30.000Z') - system);
    clock.reset();
    expect(clock.now().getTime()).toBe(system);
    expect(clock.offsetMs()).toBe(0);
  });

  it('tells its listeners after every move', () => {
    const clock = createAdjustableClock(() => 0);
    const moves: number[] = [];
    clock.onMove(() => moves.push(clock.offsetMs()));
    clock.set(new Date(1_000));
    clock.advance(500);
    clock.reset();
    expect(moves).toEqual([1_000, 1_500, 0]);
  });
});
