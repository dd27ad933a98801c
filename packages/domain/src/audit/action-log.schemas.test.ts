import { describe, expect, it } from 'vitest';

import { actionLogQuerySchema, actionLogRange } from './action-log.schemas.ts';

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('actionLogRange (the log filters, Istanbul time)', () => {
  it('starts at the start day’s 00:00:00 and ends after the end day’s 23:59:59 in Istanbul', () => {
    const { startsAt, endsBefore } = actionLogRange({ from: '2026-11-20', to: '2026-11-21' });
    // Istanbul is UTC+3: its midnight is 21:00 UTC the day before.
    expect(startsAt?.toISOString()).toBe('2026-11-19T21:00:00.000Z');
    expect(endsBefore?.toISOString()).toBe('2026-11-21T21:00:00.000Z');
  });
  it('keeps 23:59:59 of the end day and drops the next midnight', () => {
    const { endsBefore } = actionLogRange({ to: '2026-11-21' });
    const lastSecond = new Date('2026-11-21T20:59:59.999Z');
    expect(lastSecond < endsBefore!).toBe(true);
    expect(new Date('2026-11-21T21:00:00.000Z') < endsBefore!).toBe(false);
  });
  it('leaves an open side open', () => {
    expect(actionLogRange({})).toEqual({ startsAt: null, endsBefore: null });
    expect(actionLogRange({ from: '2026-01-01' }).endsBefore).toBeNull();
  });
  it('does not depend on the process time zone', () => {
    // The test runs under TZ=America/New_York on the server side; the result is the same instants.
    expect(actionLogRange({ from: '2026-03-08', to: '2026-03-08' })).toEqual({
      startsAt: new Date('2026-03-07T21:00:00.000Z'),
      endsBefore: new Date('2026-03-08T21:00:00.000Z'),
    });
  });
});

describe('actionLogQuerySchema', () => {
  it('reads blanks and "all" as no filter, and pages by default', () => {
    expect(actionLogQuerySchema.parse({ q: '  ', type: 'all', adminId: '', from: '', to: '' })).toEqual({
      page: 1,
      pageSize: 20,
    });
  });
  it('takes a trimmed search, a known action type, an admin and a range', () => {
    expect(
      actionLogQuerySchema.parse({
        q: ' rol ',
        type: 'ticket_replied',
        adminId: 'abc',
        from: '2026-11-01',
        to: '2026-11-01',
        page: '2',
      }),
    ).toEqual({ q: 'rol', type: 'ticket_replied', adminId: 'abc', from: '2026-11-01', to: '2026-11-01', page: 2, pageSize: 20 });
  });
  it('refuses an unknown type, a bad date, a reversed range and a long search', () => {
    expect(issues(actionLogQuerySchema.safeParse({ type: 'hacked' }))).toEqual({ type: 'audit:validation.typeInvalid' });
    expect(issues(actionLogQuerySchema.safeParse({ from: '2026-02-30' }))).toEqual({ from: 'audit:validation.dateInvalid' });
    expect(issues(actionLogQuerySchema.safeParse({ from: '0001-01-01' }))).toEqual({ from: 'audit:validation.dateInvalid' });
    expect(issues(actionLogQuerySchema.safeParse({ from: '2026-11-02', to: '2026-11-01' }))).toEqual({
      to: 'audit:validation.rangeInvalid',
    });
    expect(issues(actionLogQuerySchema.safeParse({ q: 'x'.repeat(101) }))).toEqual({ q: 'audit:validation.searchTooLong' });
  });
});
