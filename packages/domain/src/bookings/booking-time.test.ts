import { describe, expect, it } from 'vitest';

import {
  bookingInterval,
  bookingTiming,
  hasStarted,
  normalizeWalkHours,
  startsTodayOrLater,
} from './booking-time.ts';

// Every instant below is written in UTC, so the tests read the same whatever the process zone
// (`TZ=America/New_York npx vitest run packages/domain/src/bookings` must pass too).
const at = (iso: string) => new Date(iso);
const range = (startsAt: string, endsAt: string) => ({
  startsAt: at(startsAt),
  endsAt: at(endsAt),
});

describe('normalizeWalkHours (whole hours 1 to 5, non-numeric read as 1)', () => {
  it('keeps whole hours from 1 to 5, typed or numeric', () => {
    for (const hours of [1, 2, 3, 4, 5]) {
      expect(normalizeWalkHours(hours)).toBe(hours);
      expect(normalizeWalkHours(String(hours))).toBe(hours);
    }
    expect(normalizeWalkHours(' 4 ')).toBe(4);
  });
  it('reads anything non-numeric as 1', () => {
    for (const value of [
      'iki',
      '',
      '  ',
      null,
      undefined,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      {},
      [],
      true,
    ]) {
      expect(normalizeWalkHours(value), JSON.stringify(value) ?? 'undefined').toBe(1);
    }
  });
  it('cuts a fraction to whole hours and holds the result within 1 to 5', () => {
    expect(normalizeWalkHours(2.7)).toBe(2);
    expect(normalizeWalkHours('3.9')).toBe(3);
    expect(normalizeWalkHours(0)).toBe(1);
    expect(normalizeWalkHours(0.5)).toBe(1);
    expect(normalizeWalkHours(-3)).toBe(1);
    expect(normalizeWalkHours(6)).toBe(5);
    expect(normalizeWalkHours('24')).toBe(5);
  });
});

describe('bookingInterval', () => {
  it('covers whole Istanbul days for a sitter, end day included', () => {
    expect(
      bookingInterval({ kind: 'sitter', startDate: '2026-03-10', endDate: '2026-03-12' }),
    ).toEqual(range('2026-03-09T21:00:00Z', '2026-03-12T21:00:00Z'));
  });
  it('lasts one hour for a veterinarian or a trainer', () => {
    const hour = range('2026-03-10T11:30:00Z', '2026-03-10T12:30:00Z');
    expect(bookingInterval({ kind: 'veterinarian', date: '2026-03-10', time: '14:30' })).toEqual(
      hour,
    );
    expect(bookingInterval({ kind: 'trainer', date: '2026-03-10', time: '14:30' })).toEqual(hour);
  });
  it('lasts the walk hours for a walker, 1 to 5, non-numeric read as 1', () => {
    expect(
      bookingInterval({ kind: 'pet_walker', date: '2026-03-10', time: '22:00', hours: 3 }),
    ).toEqual(range('2026-03-10T19:00:00Z', '2026-03-10T22:00:00Z'));
    expect(
      bookingInterval({ kind: 'pet_walker', date: '2026-03-10', time: '22:00', hours: 'iki' })
        .endsAt,
    ).toEqual(at('2026-03-10T20:00:00Z'));
  });
});

describe('bookingTiming: past, today or upcoming by the Istanbul calendar', () => {
  const now = at('2026-03-10T11:30:00Z'); // 14:30 on 10 March in Istanbul
  it('is today for a booking on today, even one already over', () => {
    expect(bookingTiming(range('2026-03-10T05:00:00Z', '2026-03-10T06:00:00Z'), now)).toBe('today');
    expect(bookingTiming(range('2026-03-10T18:00:00Z', '2026-03-10T19:00:00Z'), now)).toBe('today');
    // 23:30 on 10 March in Istanbul, though it is already 11 March in UTC.
    expect(bookingTiming(range('2026-03-10T20:30:00Z', '2026-03-10T21:30:00Z'), now)).toBe('today');
  });
  it('is today while a sitter stay that began earlier still runs', () => {
    expect(
      bookingTiming(
        bookingInterval({ kind: 'sitter', startDate: '2026-03-08', endDate: '2026-03-10' }),
        now,
      ),
    ).toBe('today');
  });
  it('is upcoming from tomorrow in Istanbul', () => {
    // 00:00 on 11 March in Istanbul is still 10 March in UTC.
    expect(bookingTiming(range('2026-03-10T21:00:00Z', '2026-03-10T22:00:00Z'), now)).toBe(
      'upcoming',
    );
  });
  it('is past once its last Istanbul day is over', () => {
    expect(
      bookingTiming(
        bookingInterval({ kind: 'sitter', startDate: '2026-03-07', endDate: '2026-03-09' }),
        now,
      ),
    ).toBe('past');
    // 23:30 on 9 March in Istanbul.
    expect(bookingTiming(range('2026-03-09T20:30:00Z', '2026-03-09T20:45:00Z'), now)).toBe('past');
  });
  it('reads the same instants the same way in any process time zone', () => {
    const lateEvening = at('2026-03-11T03:30:00Z'); // 23:30 on 10 March in New York
    expect(bookingTiming(range('2026-03-11T05:00:00Z', '2026-03-11T06:00:00Z'), lateEvening)).toBe(
      'today',
    );
  });
});

describe('startsTodayOrLater (the owner dashboard upcoming count)', () => {
  const now = at('2026-03-10T11:30:00Z');
  it('counts a start earlier today and later days', () => {
    expect(startsTodayOrLater(at('2026-03-09T21:00:00Z'), now)).toBe(true);
    expect(startsTodayOrLater(at('2026-04-01T08:00:00Z'), now)).toBe(true);
  });
  it('does not count a start yesterday in Istanbul', () => {
    expect(startsTodayOrLater(at('2026-03-09T20:59:59Z'), now)).toBe(false);
  });
});

describe('hasStarted (vet tabs; completing a booking)', () => {
  it('is true from the start instant on', () => {
    const startsAt = at('2026-03-10T11:30:00Z');
    expect(hasStarted(startsAt, at('2026-03-10T11:29:59.999Z'))).toBe(false);
    expect(hasStarted(startsAt, startsAt)).toBe(true);
    expect(hasStarted(startsAt, at('2026-03-10T11:30:01Z'))).toBe(true);
  });
});

