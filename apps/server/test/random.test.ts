import { describe, expect, it } from 'vitest';

import { seededRandom } from './random.ts';

describe('seededRandom', () => {
  it('repeats for a seed, differs between seeds, and stays in [0, 1)', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const first = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(first);
    expect(Array.from({ length: 5 }, seededRandom(8))).not.toEqual(first);
    expect(first.every((value) => value >= 0 && value < 1)).toBe(true);
  });

  it('does not fall into a short cycle: 100 000 draws are nearly all different and evenly spread', () => {
    const random = seededRandom(20_251_122);
    const draws = Array.from({ length: 100_000 }, random);
    expect(new Set(draws).size).toBeGreaterThan(99_000);
    const buckets = new Array<number>(10).fill(0);
    for (const value of draws) buckets[Math.floor(value * 10)]! += 1;
    for (const count of buckets) expect(Math.abs(count - 10_000)).toBeLessThan(500);
  });
});
