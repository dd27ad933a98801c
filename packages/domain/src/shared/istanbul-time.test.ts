import { describe, expect, it } from 'vitest';

import {
  APP_TIME_ZONE,
  addDays,
  fromIstanbulDateTime,
  isIsoDate,
  isWallClockTime,
  istanbulDayRange,
  istanbulDaysBetween,
  istanbulToday,
  istanbulWeekOf,
  mondayOf,
  rangesOverlap,
  readIsoDate,
  toIstanbulDateTime,
  weekdayOf,
} from './istanbul-time.ts';

// Every instant below is written in UTC, and the domain's tests run with TZ=America/New_York
// (vitest.config.ts): the process's own day differs from Istanbul's for seven hours of every day,
// and many of these instants sit right on those edges.
const at = (iso: string) => new Date(iso);
const range = (startsAt: string, endsAt: string) => ({
  startsAt: at(startsAt),
  endsAt: at(endsAt),
});

describe('the app time zone', () => {
  it('is Istanbul', () => {
    expect(APP_TIME_ZONE).toBe('Europe/Istanbul');
  });
});

describe('isIsoDate', () => {
  it('accepts real YYYY-MM-DD dates', () => {
    expect(isIsoDate('2020-01-31')).toBe(true);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
  });
  it('refuses other shapes and dates that do not exist', () => {
    for (const value of [
      '2023-02-29',
      '2027-02-29',
      '2024-04-31',
      '2024-13-01',
      '2024-00-10',
      '2024-1-5',
      '05.01.2024',
      '',
      '2024-01-01T00:00:00Z',
    ]) {
      expect(isIsoDate(value), value).toBe(false);
    }
  });
});

describe('readIsoDate', () => {
  it('reads the year, month and day of a real date', () => {
    expect(readIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
  });
  it('is null for other shapes and dates that do not exist', () => {
    expect(readIsoDate('2023-02-29')).toBeNull();
    expect(readIsoDate('29.02.2024')).toBeNull();
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
  it("reads the calendar date in Istanbul (UTC+3, so it turns earlier than UTC's)", () => {
    expect(istanbulToday(new Date('2024-06-14T21:30:00Z'))).toBe('2024-06-15');
    expect(istanbulToday(new Date('2024-06-14T20:59:59Z'))).toBe('2024-06-14');
  });
  it('turns over at Istanbul midnight, 21:00 UTC', () => {
    expect(istanbulToday(at('2026-03-10T20:59:59Z'))).toBe('2026-03-10');
    expect(istanbulToday(at('2026-03-10T21:00:00Z'))).toBe('2026-03-11');
  });
  it('is already tomorrow in Istanbul while it is still evening in New York', () => {
    // 23:30 on 10 March in New York is 06:30 on 11 March in Istanbul.
    expect(istanbulToday(at('2026-03-11T03:30:00Z'))).toBe('2026-03-11');
    // 22:30 UTC on 9 June is 01:30 on 10 June in Istanbul, and still 9 June in New York.
    expect(istanbulToday(at('2026-06-09T22:30:00Z'))).toBe('2026-06-10');
    expect(istanbulToday(at('2026-06-09T20:59:00Z'))).toBe('2026-06-09');
  });
});

describe('istanbulToday, whatever the process zone', () => {
  it('runs in a zone that is not Istanbul (so the cases below prove something)', () => {
    expect(new Date('2026-06-10T22:00:00Z').getDate()).toBe(10);
  });

  it('turns the day at midnight Istanbul, 21:00 UTC, whatever the process zone', () => {
    expect(istanbulToday(new Date('2026-06-10T20:59:59.999Z'))).toBe('2026-06-10');
    expect(istanbulToday(new Date('2026-06-10T21:00:00.000Z'))).toBe('2026-06-11');
    // New York still reads the 10th here (18:00 local), Istanbul the 11th.
    expect(istanbulToday(new Date('2026-06-10T22:00:00Z'))).toBe('2026-06-11');
  });

  it('keeps +03:00 all year (no daylight saving since 2016): winter and summer alike', () => {
    expect(istanbulToday(new Date('2026-01-15T20:59:00Z'))).toBe('2026-01-15');
    expect(istanbulToday(new Date('2026-01-15T21:00:00Z'))).toBe('2026-01-16');
    // The night New York moves its clocks (8 March 2026) changes nothing for Istanbul.
    expect(istanbulToday(new Date('2026-03-08T07:30:00Z'))).toBe('2026-03-08');
    expect(istanbulToday(new Date('2026-12-31T21:00:00Z'))).toBe('2027-01-01');
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

describe('the wall clock read from a kept offset', () => {
  const exact = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Istanbul',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  const formatted = (instant: Date) => {
    const part = (type: Intl.DateTimeFormatPartTypes) => exact.formatToParts(instant).find((each) => each.type === type)?.value;
    return { date: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
  };

  it('agrees with the formatter minute by minute around the clock changes Istanbul had', () => {
    // Summer time began on 29 March 2015 at 03:00 and ended on 8 November 2015 at 04:00 (local);
    // Turkey has kept +03:00 since September 2016.
    for (const around of ['2015-03-29T01:00:00Z', '2015-11-08T01:00:00Z', '2016-09-07T00:00:00Z', '2026-12-07T20:30:00Z']) {
      const centre = new Date(around).getTime();
      for (let minute = -90; minute <= 90; minute += 1) {
        const instant = new Date(centre + minute * 60_000 + 17_000);
        expect(toIstanbulDateTime(instant), instant.toISOString()).toEqual(formatted(instant));
      }
    }
  });

  it('still refuses an invalid date', () => {
    expect(() => toIstanbulDateTime(new Date(Number.NaN))).toThrow(RangeError);
  });
});
