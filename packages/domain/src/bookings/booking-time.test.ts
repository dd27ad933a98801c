import { describe, expect, it } from 'vitest';

import {
  BOOKING_TIME_ZONE,
  addDays,
  bookingInterval,
  bookingTiming,
  fromIstanbulDateTime,
  hasStarted,
  isWallClockTime,
  istanbulDayRange,
  istanbulDaysBetween,
  istanbulToday,
  istanbulWeekOf,
  mondayOf,
  normalizeWalkHours,
  rangesOverlap,
  startsTodayOrLater,
  toIstanbulDateTime,
  weekdayOf,
} from './booking-time.ts';

// Every instant below is written in UTC, so the tests read the same whatever the process zone
// (`TZ=America/New_York npx vitest run packages/domain/src/bookings` must pass too).
const at = (iso: string) => new Date(iso);
const range = (startsAt: string, endsAt: string) => ({
  startsAt: at(startsAt),
  endsAt: at(endsAt),
});

describe('the booking time zone', () => {
  it('is Istanbul', () => {
    expect(BOOKING_TIME_ZONE).toBe('Europe/Istanbul');
  });
});

describe('toIstanbulDateTime', () => {
  it('reads the Istanbul wall clock of an instant, three hours ahead of UTC', () => {
    expect(toIstanbulDateTime(at('2026-03-10T11:30:00Z'))).toEqual({
      date: '2026-03-10',
      time: '14:30',
    });
    expect(toIstanbulDateTime(at('2026-03-10T21:00:00Z'))).toEqual({
      date: '2026-03-11',
      time: '00:00',
    });
    expect(toIstanbulDateTime(at('2026-03-10T20:59:59.999Z'))).toEqual({
      date: '2026-03-10',
      time: '23:59',
    });
  });
  it('crosses a year end in Istanbul before it does in UTC', () => {
    expect(toIstanbulDateTime(at('2025-12-31T22:15:00Z'))).toEqual({
      date: '2026-01-01',
      time: '01:15',
    });
  });
  it('asks the time-zone database rather than assuming +03 (Turkey kept summer time until 2016)', () => {
    expect(toIstanbulDateTime(at('2015-01-15T10:00:00Z'))).toEqual({
      date: '2015-01-15',
      time: '12:00',
    });
    expect(toIstanbulDateTime(at('2015-07-15T09:00:00Z'))).toEqual({
      date: '2015-07-15',
      time: '12:00',
    });
  });
});

describe('fromIstanbulDateTime', () => {
  it('is the instant of an Istanbul wall-clock date and time', () => {
    expect(fromIstanbulDateTime('2026-03-10', '14:30').toISOString()).toBe(
      '2026-03-10T11:30:00.000Z',
    );
    expect(fromIstanbulDateTime('2026-03-11', '00:00').toISOString()).toBe(
      '2026-03-10T21:00:00.000Z',
    );
    expect(fromIstanbulDateTime('2026-01-01', '01:15').toISOString()).toBe(
      '2025-12-31T22:15:00.000Z',
    );
  });
  it('defaults to midnight', () => {
    expect(fromIstanbulDateTime('2026-07-01').toISOString()).toBe('2026-06-30T21:00:00.000Z');
  });
  it('follows the historical offsets too', () => {
    expect(fromIstanbulDateTime('2015-01-15', '12:00').toISOString()).toBe(
      '2015-01-15T10:00:00.000Z',
    );
    expect(fromIstanbulDateTime('2015-07-15', '12:00').toISOString()).toBe(
      '2015-07-15T09:00:00.000Z',
    );
  });
  it('round-trips with toIstanbulDateTime every half hour of a day', () => {
    for (let minutes = 0; minutes < 24 * 60; minutes += 30) {
      const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      expect(toIstanbulDateTime(fromIstanbulDateTime('2026-10-25', time))).toEqual({
        date: '2026-10-25',
        time,
      });
    }
  });
  it('throws on a malformed or impossible date or time', () => {
    expect(() => fromIstanbulDateTime('2026-02-30', '10:00')).toThrow(RangeError);
    expect(() => fromIstanbulDateTime('10.03.2026', '10:00')).toThrow(RangeError);
    expect(() => fromIstanbulDateTime('2026-03-10', '24:00')).toThrow(RangeError);
    expect(() => fromIstanbulDateTime('2026-03-10', '9:00')).toThrow(RangeError);
  });
});

describe('isWallClockTime', () => {
  it('accepts HH:MM from 00:00 to 23:59 only', () => {
    for (const time of ['00:00', '09:05', '23:59']) expect(isWallClockTime(time), time).toBe(true);
    for (const time of ['24:00', '9:05', '12:60', '12:00:00', '', 'noon'])
      expect(isWallClockTime(time), time).toBe(false);
  });
});

describe('istanbulToday', () => {
  it('turns over at Istanbul midnight, 21:00 UTC', () => {
    expect(istanbulToday(at('2026-03-10T20:59:59Z'))).toBe('2026-03-10');
    expect(istanbulToday(at('2026-03-10T21:00:00Z'))).toBe('2026-03-11');
  });
  it('is already tomorrow in Istanbul while it is still evening in New York', () => {
    // 23:30 on 10 March in New York is 06:30 on 11 March in Istanbul.
    expect(istanbulToday(at('2026-03-11T03:30:00Z'))).toBe('2026-03-11');
  });
});

describe('istanbulDayRange', () => {
  it('is the Istanbul day from its midnight to the next, as instants', () => {
    expect(istanbulDayRange('2026-03-10')).toEqual(
      range('2026-03-09T21:00:00Z', '2026-03-10T21:00:00Z'),
    );
  });
  it("gives today's span at any moment of it, even while New York is still on the day before", () => {
    // 23:30 on 9 June in New York is 06:30 on 10 June in Istanbul.
    expect(istanbulDayRange(istanbulToday(at('2026-06-10T03:30:00Z')))).toEqual(
      range('2026-06-09T21:00:00Z', '2026-06-10T21:00:00Z'),
    );
  });
});

describe('addDays and istanbulDaysBetween', () => {
  it('adds calendar days across months, leap days and years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-03-10', 0)).toBe('2026-03-10');
  });
  it('lists the days from start to end, both included', () => {
    expect(istanbulDaysBetween('2026-03-10', '2026-03-12')).toEqual([
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
    ]);
    expect(istanbulDaysBetween('2026-03-10', '2026-03-10')).toEqual(['2026-03-10']);
    expect(istanbulDaysBetween('2028-02-28', '2028-03-01')).toEqual([
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ]);
    expect(istanbulDaysBetween('2026-12-31', '2027-01-01')).toEqual(['2026-12-31', '2027-01-01']);
  });
  it('is empty when the end is before the start', () => {
    expect(istanbulDaysBetween('2026-03-12', '2026-03-10')).toEqual([]);
  });
  it('throws on a malformed date', () => {
    expect(() => istanbulDaysBetween('2026-02-30', '2026-03-02')).toThrow(RangeError);
    expect(() => addDays('yesterday', 1)).toThrow(RangeError);
  });
});

describe('rangesOverlap (half-open: a booking may start when another ends)', () => {
  const walk = range('2026-03-10T07:00:00Z', '2026-03-10T09:00:00Z');
  it('sees overlaps, containment and equality', () => {
    expect(rangesOverlap(walk, range('2026-03-10T08:00:00Z', '2026-03-10T10:00:00Z'))).toBe(true);
    expect(rangesOverlap(walk, range('2026-03-10T06:00:00Z', '2026-03-10T07:00:01Z'))).toBe(true);
    expect(rangesOverlap(walk, range('2026-03-10T07:30:00Z', '2026-03-10T08:00:00Z'))).toBe(true);
    expect(rangesOverlap(walk, range('2026-03-10T06:00:00Z', '2026-03-10T12:00:00Z'))).toBe(true);
    expect(rangesOverlap(walk, walk)).toBe(true);
  });
  it('lets ranges touch end to start, either way round', () => {
    expect(rangesOverlap(walk, range('2026-03-10T09:00:00Z', '2026-03-10T10:00:00Z'))).toBe(false);
    expect(rangesOverlap(range('2026-03-10T09:00:00Z', '2026-03-10T10:00:00Z'), walk)).toBe(false);
    expect(rangesOverlap(walk, range('2026-03-10T05:00:00Z', '2026-03-10T07:00:00Z'))).toBe(false);
  });
  it('keeps apart ranges apart', () => {
    expect(rangesOverlap(walk, range('2026-03-11T07:00:00Z', '2026-03-11T09:00:00Z'))).toBe(false);
  });
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

describe('the Istanbul week (earnings "this week")', () => {
  it('reads the weekday of a date and the Monday of its week', () => {
    // 7 June 2026 is a Sunday, 8 June a Monday.
    expect(['2026-06-07', '2026-06-08', '2026-06-13'].map(weekdayOf)).toEqual([0, 1, 6]);
    expect(mondayOf('2026-06-07')).toBe('2026-06-01');
    expect(mondayOf('2026-06-08')).toBe('2026-06-08');
    expect(mondayOf('2026-06-14')).toBe('2026-06-08');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
  });

  it('runs from Monday midnight to the next Monday midnight, Istanbul time', () => {
    const week = {
      from: '2026-06-08',
      to: '2026-06-14',
      startsAt: at('2026-06-07T21:00:00Z'),
      endsAt: at('2026-06-14T21:00:00Z'),
    };
    expect(istanbulWeekOf(at('2026-06-10T07:00:00Z'))).toEqual(week);
    // Sunday 23:59 in Istanbul is still that week; Monday 00:00 starts the next.
    expect(istanbulWeekOf(at('2026-06-14T20:59:59Z'))).toEqual(week);
    expect(istanbulWeekOf(at('2026-06-14T21:00:00Z')).from).toBe('2026-06-15');
    // Monday 00:30 in Istanbul is still Sunday in UTC and in New York.
    expect(istanbulWeekOf(at('2026-06-07T21:30:00Z')).from).toBe('2026-06-08');
    // Monday at Istanbul midnight starts it; Sunday a second before belongs to the week before.
    expect(istanbulWeekOf(at('2026-06-07T21:00:00Z')).from).toBe('2026-06-08');
    expect(istanbulWeekOf(at('2026-06-07T20:59:59Z')).from).toBe('2026-06-01');
  });

  it('crosses months and years (the dashboards\' "this week")', () => {
    expect(istanbulWeekOf(at('2027-01-01T09:00:00Z'))).toEqual({
      from: '2026-12-28',
      to: '2027-01-03',
      startsAt: at('2026-12-27T21:00:00Z'),
      endsAt: at('2027-01-03T21:00:00Z'),
    });
  });
});
