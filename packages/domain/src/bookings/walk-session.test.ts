import { describe, expect, it } from 'vitest';

import {
  checkWalkFinish,
  checkWalkStart,
  WALK_EARLY_START_MINUTES,
  walkMinutes,
  walkStartWindow,
  type WalkState,
} from './walk-session.ts';

// Instants in UTC; Istanbul is UTC+3 all year (the tests run under TZ=America/New_York too).
const at = (iso: string) => new Date(iso);

/** A confirmed walk at 10:00 Istanbul on 10 June 2026, not started. */
const walk = (over: Partial<WalkState> = {}): WalkState => ({
  status: 'confirmed',
  startsAt: at('2026-06-10T07:00:00Z'),
  walkStartedAt: null,
  walkFinishedAt: null,
  ...over,
});

describe('walkStartWindow', () => {
  it('opens 30 minutes before the booked start and closes at the end of its Istanbul day', () => {
    expect(WALK_EARLY_START_MINUTES).toBe(30);
    expect(walkStartWindow(at('2026-06-10T07:00:00Z'))).toEqual({
      opensAt: at('2026-06-10T06:30:00Z'),
      closesAt: at('2026-06-10T21:00:00Z'),
    });
  });

  it('never opens before the walk’s own day: a walk at 00:30 Istanbul opens at its midnight', () => {
    // 00:30 on 11 June in Istanbul is 21:30 UTC on 10 June (17:30 in New York).
    expect(walkStartWindow(at('2026-06-10T21:30:00Z'))).toEqual({
      opensAt: at('2026-06-10T21:00:00Z'),
      closesAt: at('2026-06-11T21:00:00Z'),
    });
  });
});

describe('checkWalkStart', () => {
  it('allows a confirmed walk from 30 minutes early to the end of its day, a late start included', () => {
    for (const now of ['2026-06-10T06:30:00Z', '2026-06-10T07:00:00Z', '2026-06-10T20:59:59Z'])
      expect(checkWalkStart(walk(), at(now)), now).toEqual({ ok: true });
  });

  it('refuses too early and after its day, with their messages', () => {
    expect(checkWalkStart(walk(), at('2026-06-10T06:29:59Z'))).toEqual({
      ok: false,
      code: 'WALK_TOO_EARLY',
      message: 'bookings:walk.tooEarly',
    });
    expect(checkWalkStart(walk(), at('2026-06-10T21:00:00Z'))).toMatchObject({
      ok: false,
      code: 'WALK_DAY_OVER',
    });
  });

  it('refuses a second start, a finished walk and anything not confirmed', () => {
    const now = at('2026-06-10T07:05:00Z');
    expect(checkWalkStart(walk({ walkStartedAt: now }), now)).toMatchObject({
      code: 'WALK_ALREADY_STARTED',
    });
    expect(
      checkWalkStart(walk({ status: 'completed', walkStartedAt: now, walkFinishedAt: now }), now),
    ).toMatchObject({ code: 'WALK_ALREADY_FINISHED' });
    for (const status of ['pending', 'requested', 'cancelled', 'canceled', 'completed', 'x'])
      expect(checkWalkStart(walk({ status }), now), status).toMatchObject({
        code: 'WALK_NOT_CONFIRMED',
      });
  });
});

describe('checkWalkFinish', () => {
  it('finishes a started confirmed walk once', () => {
    const started = at('2026-06-10T07:00:00Z');
    expect(checkWalkFinish(walk({ walkStartedAt: started }))).toEqual({ ok: true });
    expect(checkWalkFinish(walk())).toMatchObject({ code: 'WALK_NOT_STARTED' });
    expect(
      checkWalkFinish(
        walk({ status: 'completed', walkStartedAt: started, walkFinishedAt: started }),
      ),
    ).toMatchObject({ code: 'WALK_ALREADY_FINISHED' });
    // The owner cancelled while it was under way.
    expect(checkWalkFinish(walk({ status: 'cancelled', walkStartedAt: started }))).toMatchObject({
      code: 'WALK_NOT_CONFIRMED',
    });
  });
});

describe('walkMinutes', () => {
  it('is the recorded length in whole minutes, rounded, once both ends are recorded', () => {
    const walkStartedAt = at('2026-06-10T07:00:00Z');
    expect(walkMinutes({ walkStartedAt, walkFinishedAt: at('2026-06-10T08:29:31Z') })).toBe(90);
    expect(walkMinutes({ walkStartedAt, walkFinishedAt: at('2026-06-10T07:00:29Z') })).toBe(0);
    expect(walkMinutes({ walkStartedAt, walkFinishedAt: null })).toBeNull();
    expect(walkMinutes({ walkStartedAt: null, walkFinishedAt: null })).toBeNull();
  });
});
