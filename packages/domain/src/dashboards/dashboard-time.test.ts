import { describe, expect, it } from 'vitest';

import { istanbulTodayRange, istanbulWeekRange, istanbulWeekStart } from './dashboard-time.ts';

// The domain's tests run with TZ=America/New_York: nothing here may read the process zone.
describe('istanbulTodayRange', () => {
  it('is the Istanbul day, midnight to midnight, even when New York is still on the day before', () => {
    // 23:30 on 9 June in New York is 06:30 on 10 June in Istanbul.
    expect(istanbulTodayRange(new Date('2026-06-10T03:30:00.000Z'))).toEqual({
      startsAt: new Date('2026-06-09T21:00:00.000Z'),
      endsAt: new Date('2026-06-10T21:00:00.000Z'),
    });
  });
  it('turns at Istanbul midnight, not UTC midnight', () => {
    expect(istanbulTodayRange(new Date('2026-06-10T20:59:59.999Z')).startsAt).toEqual(
      new Date('2026-06-09T21:00:00.000Z'),
    );
    expect(istanbulTodayRange(new Date('2026-06-10T21:00:00.000Z')).startsAt).toEqual(
      new Date('2026-06-10T21:00:00.000Z'),
    );
  });
});

describe('istanbulWeekStart and istanbulWeekRange', () => {
  it('start the week on Monday', () => {
    // Wednesday 10 June 2026.
    expect(istanbulWeekStart(new Date('2026-06-10T07:00:00.000Z'))).toBe('2026-06-08');
    // Monday itself, just after Istanbul midnight (still Sunday in UTC and New York).
    expect(istanbulWeekStart(new Date('2026-06-07T21:00:00.000Z'))).toBe('2026-06-08');
    // Sunday just before Istanbul midnight belongs to the week before.
    expect(istanbulWeekStart(new Date('2026-06-07T20:59:59.000Z'))).toBe('2026-06-01');
  });
  it('crosses months and years', () => {
    expect(istanbulWeekStart(new Date('2027-01-01T09:00:00.000Z'))).toBe('2026-12-28');
  });
  it('spans Monday midnight to the next Monday midnight, Istanbul time', () => {
    expect(istanbulWeekRange(new Date('2026-06-10T07:00:00.000Z'))).toEqual({
      startsAt: new Date('2026-06-07T21:00:00.000Z'),
      endsAt: new Date('2026-06-14T21:00:00.000Z'),
    });
  });
});
