import { z } from 'zod';

/**
 * An object with every one of `keys`, each a `value`. Unlike `z.record(z.enum(keys), value)` it
 * tells JSON Schema (and so the API contract's types) that every key is there.
 */
export const everyKeyOf = <const K extends string, V extends z.ZodType>(
  keys: readonly K[],
  value: V,
) => z.object(Object.fromEntries(keys.map((key) => [key, value])) as Record<K, V>);
