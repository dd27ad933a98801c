import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { boundedTotal, countLimitFor, pageCount, pageQuerySchema } from './pagination.ts';

describe('a list that counts only so far', () => {
  it('counts pages, at least one', () => {
    expect(pageCount({ total: 0, totalIsExact: true, pageSize: 12 })).toBe(1);
    expect(pageCount({ total: 12, totalIsExact: true, pageSize: 12 })).toBe(1);
    expect(pageCount({ total: 13, totalIsExact: true, pageSize: 12 })).toBe(2);
  });

  it('offers one page past a total that is only a lower bound ("100+")', () => {
    // 100 known and more beyond: the 101st result is on page 9.
    expect(pageCount({ total: 100, totalIsExact: false, pageSize: 12 })).toBe(9);
    expect(pageCount({ total: 96, totalIsExact: false, pageSize: 12 })).toBe(9);
    expect(pageCount({ total: 200, totalIsExact: false, pageSize: 50 })).toBe(5);
  });

  it('counts exactly up to the next whole hundred at least 100 past the page', () => {
    expect(countLimitFor(0)).toBe(100);
    expect(countLimitFor(12)).toBe(200);
    expect(countLimitFor(96)).toBe(200);
    expect(countLimitFor(100)).toBe(200);
    expect(countLimitFor(108)).toBe(300);
    for (let offset = 0; offset < 1000; offset += 7) {
      const limit = countLimitFor(offset);
      expect(limit % 100).toBe(0);
      expect(limit).toBeGreaterThanOrEqual(offset + 100);
      expect(limit).toBeLessThan(offset + 200);
    }
  });

  it('reports a total exact when the count saw everything within its limit, and a lower bound otherwise', () => {
    const page = { countLimit: 100, offset: 0, shown: 12, limit: 12 };
    expect(boundedTotal({ ...page, counted: 41, complete: true })).toEqual({ total: 41, totalIsExact: true });
    expect(boundedTotal({ ...page, counted: 100, complete: true })).toEqual({ total: 100, totalIsExact: true });
    // Past the limit: "100+", whether or not the count's budget ran out.
    expect(boundedTotal({ ...page, counted: 101, complete: true })).toEqual({ total: 100, totalIsExact: false });
    expect(boundedTotal({ ...page, counted: 101, complete: false })).toEqual({ total: 100, totalIsExact: false });
    // The budget ran out first: at least what it found ("41+").
    expect(boundedTotal({ ...page, counted: 41, complete: false })).toEqual({ total: 41, totalIsExact: false });
    // ... and never fewer than the cards up to this page, found past the budget.
    expect(boundedTotal({ countLimit: 200, offset: 48, shown: 12, limit: 12, counted: 30, complete: false })).toEqual({ total: 60, totalIsExact: false });
    // A page that is not full ends the results: exact.
    expect(boundedTotal({ countLimit: 200, offset: 48, shown: 5, limit: 12, counted: 30, complete: false })).toEqual({ total: 53, totalIsExact: true });
    // An empty first page: nothing at all. An empty page past the end says only what the count saw.
    expect(boundedTotal({ countLimit: 100, offset: 0, shown: 0, limit: 12, counted: 0, complete: false })).toEqual({ total: 0, totalIsExact: true });
    expect(boundedTotal({ countLimit: 200, offset: 48, shown: 0, limit: 12, counted: 30, complete: false })).toEqual({ total: 30, totalIsExact: false });
  });

  it('counts every row of a list without a budget, up to the limit', () => {
    expect(boundedTotal({ countLimit: 100, offset: 0, shown: 10, limit: 10, counted: 57 })).toEqual({ total: 57, totalIsExact: true });
    expect(boundedTotal({ countLimit: 200, offset: 90, shown: 10, limit: 10, counted: 201 })).toEqual({ total: 200, totalIsExact: false });
  });
});

describe('the page query of a list', () => {
  const query = pageQuerySchema({ pageSize: 20, maxPageSize: 50 });

  it('reads the query string, with the first page and the list’s page size when absent', () => {
    expect(query.parse({})).toEqual({ page: 1, pageSize: 20 });
    expect(query.parse({ page: '3', pageSize: '50' })).toEqual({ page: 3, pageSize: 50 });
    expect(query.parse({ page: 10_000 })).toEqual({ page: 10_000, pageSize: 20 });
  });

  it('refuses a page or size that is not a whole number from 1 up to its limit, with the invalid-value key', () => {
    for (const input of [{ page: '0' }, { page: '-1' }, { page: '1.5' }, { page: 'abc' }, { page: '10001' }, { pageSize: '0' }, { pageSize: '51' }, { pageSize: 'x' }]) {
      const result = query.safeParse(input);
      expect(result.success, JSON.stringify(input)).toBe(false);
      expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([[Object.keys(input)[0], 'errors:invalidValue']]);
    }
  });

  it('takes a list’s own page limit', () => {
    const long = pageQuerySchema({ pageSize: 10, maxPageSize: 10, maxPage: 100_000 });
    expect(long.parse({ page: '100000' })).toEqual({ page: 100_000, pageSize: 10 });
    expect(long.safeParse({ page: '100001' }).success).toBe(false);
  });

  it('adds to a list’s own filters, keeping them first', () => {
    const filtered = z.object({ status: z.enum(['open', 'closed']).optional(), ...query.shape });
    expect(Object.keys(filtered.shape)).toEqual(['status', 'page', 'pageSize']);
    expect(filtered.parse({ status: 'open', page: '2' })).toEqual({ status: 'open', page: 2, pageSize: 20 });
  });
});
