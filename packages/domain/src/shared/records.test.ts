import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { everyKeyOf } from './records.ts';

describe('everyKeyOf', () => {
  const schema = everyKeyOf(['a', 'b'], z.number());

  it('needs every key, each of the value’s type', () => {
    expect(schema.parse({ a: 1, b: 2 })).toEqual({ a: 1, b: 2 });
    expect(schema.safeParse({ a: 1 }).success).toBe(false);
    expect(schema.safeParse({ a: 1, b: 'x' }).success).toBe(false);
  });

  it('lists every key as required in its JSON Schema', () => {
    expect(z.toJSONSchema(schema).required).toEqual(['a', 'b']);
  });
});
