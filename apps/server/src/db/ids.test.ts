import { describe, expect, it } from 'vitest';

import { newId } from './ids.ts';

describe('newId', () => {
  it('gives UUIDs that sort in the order they were made, even many within one millisecond', () => {
    const ids = Array.from({ length: 10_000 }, () => newId());
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
    expect(ids[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
