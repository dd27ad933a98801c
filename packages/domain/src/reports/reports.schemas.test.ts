import { describe, expect, it } from 'vitest';

import { kindOfPerformanceRoute } from './performance-routes.ts';
import { performanceListQuerySchema, reportPeriodQuerySchema, shareOf } from './reports.schemas.ts';

const issuesOf = (input: unknown) => {
  const result = reportPeriodQuerySchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
};

describe('reportPeriodQuerySchema', () => {
  it('takes two dates and an optional grouping', () => {
    expect(reportPeriodQuerySchema.parse({ from: '2026-01-01', to: '2026-01-31' })).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(reportPeriodQuerySchema.parse({ from: '2026-01-01', to: '2026-01-31', bucket: 'week' }).bucket).toBe('week');
  });
  it('marks each bad date on its own field', () => {
    expect(issuesOf({ from: '2026-02-30', to: '2026-01-31' })).toEqual(['from:reports:validation.dateInvalid']);
    expect(issuesOf({ from: '2026-01-01', to: 'yarın' })).toEqual(['to:reports:validation.dateInvalid']);
    expect(issuesOf({})).toEqual(['from:reports:validation.dateInvalid', 'to:reports:validation.dateInvalid']);
  });
  it('marks an end before the start on the end, and a too long period on the start', () => {
    expect(issuesOf({ from: '2026-02-01', to: '2026-01-31' })).toEqual(['to:reports:validation.fromAfterTo']);
    expect(issuesOf({ from: '2024-01-01', to: '2026-01-31' })).toEqual(['from:reports:validation.periodTooLong']);
  });
  it('refuses an unknown grouping', () => {
    expect(issuesOf({ from: '2026-01-01', to: '2026-01-31', bucket: 'year' })).toEqual(['bucket:errors:invalidValue']);
  });
});

describe('performanceListQuerySchema', () => {
  it('defaults to the most completed first, page 1', () => {
    expect(performanceListQuerySchema.parse({ kind: 'pet_walker' })).toEqual({
      kind: 'pet_walker',
      sort: 'completed',
      dir: 'desc',
      page: 1,
      pageSize: 20,
    });
  });
  it('trims the search and drops a blank one', () => {
    expect(performanceListQuerySchema.parse({ kind: 'sitter', q: '  Ayşe ' }).q).toBe('Ayşe');
    expect(performanceListQuerySchema.parse({ kind: 'sitter', q: '   ' }).q).toBeUndefined();
  });
  it('refuses an unknown kind, sort or direction and a bad page', () => {
    for (const bad of [{ kind: 'owner' }, { kind: 'sitter', sort: 'email' }, { kind: 'sitter', dir: 'up' }, { kind: 'sitter', page: '0' }, { kind: 'sitter', pageSize: '500' }, { kind: 'sitter', q: 'x'.repeat(101) }]) {
      expect(performanceListQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('shareOf', () => {
  it('divides, or says nothing without a whole', () => {
    expect(shareOf(1, 4)).toBe(0.25);
    expect(shareOf(0, 0)).toBeNull();
  });
});

describe('kindOfPerformanceRoute', () => {
  it('reads the kind of each performance page, and nothing of other pages', () => {
    expect(kindOfPerformanceRoute('admin.sittersPerformance')).toBe('sitter');
    expect(kindOfPerformanceRoute('admin.veterinariansPerformance')).toBe('veterinarian');
    expect(kindOfPerformanceRoute('admin.petWalkersPerformance')).toBe('pet_walker');
    expect(kindOfPerformanceRoute('admin.petWalkerPerformance')).toBeNull();
    expect(kindOfPerformanceRoute('admin.reports')).toBeNull();
  });
});
