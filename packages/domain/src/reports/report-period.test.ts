import { describe, expect, it } from 'vitest';

import {
  defaultBucket,
  periodBuckets,
  periodDays,
  periodInstants,
  periodOfPreset,
  periodProblem,
  REPORT_PERIOD_MAX_DAYS,
} from './report-period.ts';

describe('report period presets', () => {
  it('counts back from today, today included', () => {
    expect(periodOfPreset('last7', '2026-03-10')).toEqual({ from: '2026-03-04', to: '2026-03-10' });
    expect(periodOfPreset('last30', '2026-03-10')).toEqual({ from: '2026-02-09', to: '2026-03-10' });
    expect(periodOfPreset('last90', '2026-03-10')).toEqual({ from: '2025-12-11', to: '2026-03-10' });
    expect(periodDays(periodOfPreset('last7', '2026-03-10')!)).toBe(7);
    expect(periodDays(periodOfPreset('last30', '2026-03-10')!)).toBe(30);
    expect(periodDays(periodOfPreset('last90', '2026-03-10')!)).toBe(90);
  });
  it('starts this month on its first day', () => {
    expect(periodOfPreset('thisMonth', '2026-02-28')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(periodOfPreset('thisMonth', '2026-02-01')).toEqual({ from: '2026-02-01', to: '2026-02-01' });
  });
  it('has no dates of its own for a custom range', () => {
    expect(periodOfPreset('custom', '2026-02-28')).toBeNull();
  });
});

describe('periodProblem', () => {
  it('accepts one day and up to the longest period', () => {
    expect(periodProblem({ from: '2026-01-01', to: '2026-01-01' })).toBeNull();
    expect(periodProblem({ from: '2024-01-01', to: '2025-01-01' })).toBeNull();
    expect(periodDays({ from: '2024-01-01', to: '2025-01-01' })).toBe(REPORT_PERIOD_MAX_DAYS);
  });
  it('refuses an end before the start', () => {
    expect(periodProblem({ from: '2026-01-02', to: '2026-01-01' })).toBe('fromAfterTo');
  });
  it('refuses more than a year', () => {
    expect(periodProblem({ from: '2024-01-01', to: '2025-01-02' })).toBe('periodTooLong');
  });
  it('refuses what is not a real date, and years outside 2000–2099', () => {
    for (const bad of ['2026-02-30', '2026-13-01', '26-01-01', '', 'x', '0001-01-01', '9999-12-31', null, 5]) {
      expect(periodProblem({ from: bad, to: '2026-01-01' }), String(bad)).toBe('dateInvalid');
      expect(periodProblem({ from: '2026-01-01', to: bad }), String(bad)).toBe('dateInvalid');
    }
  });
});

describe('periodInstants', () => {
  it('runs from the first day 00:00 to the end of the last day, Istanbul time (UTC+3)', () => {
    const { startsAt, endsAt } = periodInstants({ from: '2026-03-01', to: '2026-03-31' });
    expect(startsAt.toISOString()).toBe('2026-02-28T21:00:00.000Z');
    expect(endsAt.toISOString()).toBe('2026-03-31T21:00:00.000Z');
    // 23:59:59 Istanbul on the last day is in; the next midnight is not (the range's end is excluded).
    expect(new Date('2026-03-31T20:59:59.000Z') < endsAt).toBe(true);
  });
});

describe('timeline buckets', () => {
  it('lists every day of a period', () => {
    expect(periodBuckets({ from: '2026-02-27', to: '2026-03-02' }, 'day')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });
  it('lists the Monday of every week the period touches', () => {
    // 2026-03-04 is a Wednesday; 2026-03-16 a Monday.
    expect(periodBuckets({ from: '2026-03-04', to: '2026-03-16' }, 'week')).toEqual(['2026-03-02', '2026-03-09', '2026-03-16']);
  });
  it('groups by day up to two months and by week beyond', () => {
    expect(defaultBucket({ from: '2026-01-01', to: '2026-03-03' })).toBe('day');
    expect(defaultBucket({ from: '2026-01-01', to: '2026-03-04' })).toBe('week');
  });
});
