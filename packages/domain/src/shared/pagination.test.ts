import { describe, expect, it } from 'vitest';

import { boundedTotal, countLimitFor, pageCount } from './pagination.ts';

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
