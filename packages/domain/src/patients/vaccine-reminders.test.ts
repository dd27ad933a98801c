import { describe, expect, it } from 'vitest';

import { reminderStageOn, reminderWindow } from './vaccine-reminders.ts';

describe('vaccine reminder stages', () => {
  const due = '2026-07-15';

  it('starts the 14-day reminder 14 days before, the 3-day one 3 days before, and the last on the day', () => {
    expect(reminderStageOn(due, '2026-06-30')).toBeNull();
    expect(reminderStageOn(due, '2026-07-01')).toBe('14d');
    expect(reminderStageOn(due, '2026-07-11')).toBe('14d');
    expect(reminderStageOn(due, '2026-07-12')).toBe('3d');
    expect(reminderStageOn(due, '2026-07-14')).toBe('3d');
    expect(reminderStageOn(due, '2026-07-15')).toBe('due');
    expect(reminderStageOn(due, '2026-07-16')).toBeNull();
  });

  it('counts days across month and year ends', () => {
    expect(reminderStageOn('2027-01-02', '2026-12-19')).toBe('14d');
    expect(reminderStageOn('2027-01-02', '2026-12-30')).toBe('3d');
    expect(reminderStageOn('2026-03-01', '2026-02-26')).toBe('3d');
  });

  it('looks 14 days ahead for the doses that may be reminded today', () => {
    expect(reminderWindow('2026-12-25')).toEqual({ from: '2026-12-25', to: '2027-01-08' });
  });
});
