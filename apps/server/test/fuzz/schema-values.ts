/**
 * Values from a route's own schema: valid ones, and valid ones with exactly one field broken, so
 * a request gets past the validator's first complaint and the broken field meets the code behind it.
 */
import fc from 'fast-check';

import { KnownId } from './known-ids.ts';
import { nastyJsonValue, nastyString, taintCharacter } from './nasty.ts';
import { resolveSchema, type JsonSchema, type OpenApiDocument } from './open-api.ts';

const MAX_DEPTH = 6;

const typesOf = (schema: JsonSchema): string[] =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

/** A uuid that names a row the run has seen, or a fresh one. */
export const idValue: fc.Arbitrary<string | KnownId> = fc.oneof(
  { weight: 3, arbitrary: fc.nat({ max: 1_000 }).map((index) => new KnownId(index)) },
  { weight: 1, arbitrary: fc.uuid() },
);

const stringValue = (schema: JsonSchema, name: string): fc.Arbitrary<unknown> => {
  if (schema.format === 'uuid' || name === 'id' || name.endsWith('Id')) return idValue;
  if (schema.pattern)
    return fc.stringMatching(new RegExp(schema.pattern), { maxLength: schema.maxLength ?? 40 });
  if (/e-?mail/i.test(name)) return fc.emailAddress();
  if (/url$|link$|^image$/i.test(name)) return fc.webUrl();
  if (/password/i.test(name)) return fc.string({ minLength: 8, maxLength: 20 });
  const minLength = schema.minLength ?? 0;
  return fc.string({
    unit: 'grapheme',
    minLength,
    maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 24, 24)),
  });
};

const numberValue = (schema: JsonSchema, integer: boolean): fc.Arbitrary<number> => {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -1_000;
  const max = schema.maximum ?? schema.exclusiveMaximum ?? 1_000;
  if (integer) {
    const low = Math.ceil(schema.exclusiveMinimum !== undefined ? min + 1 : min);
    const high = Math.floor(schema.exclusiveMaximum !== undefined ? max - 1 : max);
    return fc.integer({ min: low, max: Math.max(low, high) });
  }
  return fc.double({
    min,
    max,
    minExcluded: schema.exclusiveMinimum !== undefined,
    maxExcluded: schema.exclusiveMaximum !== undefined,
    noNaN: true,
    noDefaultInfinity: true,
  });
};

/** Values the schema accepts (as far as JSON Schema tells; the app's own refinements may still refuse). */
export const validValue = (
  schema: JsonSchema,
  document: OpenApiDocument,
  name = '',
  depth = 0,
): fc.Arbitrary<unknown> => {
  const resolved = resolveSchema(schema, document);
  if (depth > MAX_DEPTH) return fc.constant(null);
  if (resolved.const !== undefined) return fc.constant(resolved.const);
  if (resolved.enum && resolved.enum.length > 0) return fc.constantFrom(...resolved.enum);
  const alternatives = resolved.oneOf ?? resolved.anyOf;
  if (alternatives && alternatives.length > 0)
    return fc.oneof(
      ...alternatives.map((alternative) => validValue(alternative, document, name, depth + 1)),
    );
  if (resolved.allOf && resolved.allOf.length > 0) {
    const merged: JsonSchema = { type: 'object', properties: {}, required: [] };
    for (const part of resolved.allOf.map((item) => resolveSchema(item, document))) {
      Object.assign(merged.properties!, part.properties);
      merged.required!.push(...(part.required ?? []));
    }
    return validValue(merged, document, name, depth + 1);
  }
  const types = typesOf(resolved);
  if (types.length > 1) {
    // A nullable field is mostly given a value; null is the rarer case.
    return fc.oneof(
      ...types.map((type) => ({
        weight: type === 'null' ? 1 : 3,
        arbitrary: validValue({ ...resolved, type }, document, name, depth + 1),
      })),
    );
  }
  switch (types[0]) {
    case 'string':
      return stringValue(resolved, name);
    case 'integer':
      return numberValue(resolved, true);
    case 'number':
      return numberValue(resolved, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = resolved.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(resolved.maxItems ?? 3, 3));
      return fc.array(validValue(resolved.items ?? {}, document, name, depth + 1), {
        minLength,
        maxLength,
      });
    }
    case 'object':
      return objectValue(resolved, document, depth);
    default:
      return resolved.properties
        ? objectValue(resolved, document, depth)
        : fc.jsonValue({ maxDepth: 2 });
  }
};

const objectValue = (
  schema: JsonSchema,
  document: OpenApiDocument,
  depth: number,
): fc.Arbitrary<Record<string, unknown>> => {
  const properties = schema.properties ?? {};
  const shape = Object.fromEntries(
    Object.entries(properties).map(([key, property]) => [
      key,
      validValue(property, document, key, depth + 1),
    ]),
  );
  const requiredKeys = (schema.required ?? []).filter((key) => key in properties);
  return fc.record(shape, { requiredKeys });
};

type Path = (string | number)[];

/** The paths of every field in a value (nested objects and array items included), and the value itself. */
const pathsOf = (value: unknown, prefix: Path = []): Path[] => {
  const paths: Path[] = [prefix];
  if (Array.isArray(value))
    value.forEach((item, index) => paths.push(...pathsOf(item, [...prefix, index])));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) paths.push(...pathsOf(item, [...prefix, key]));
  return paths;
};

/** What to do to the one field. */
export type Mutation =
  | { kind: 'replace'; value: unknown }
  | { kind: 'delete' }
  | { kind: 'extra'; key: string; value: unknown };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 3, arbitrary: nastyString.map((value): Mutation => ({ kind: 'replace', value })) },
  { weight: 3, arbitrary: nastyJsonValue.map((value): Mutation => ({ kind: 'replace', value })) },
  { weight: 1, arbitrary: fc.constant<Mutation>({ kind: 'delete' }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom(
          'extra',
          '__proto__',
          'constructor',
          'role',
          'isAdmin',
          'userId',
          'id',
          'emailVerified',
        ),
        nastyJsonValue,
      )
      .map(([key, value]): Mutation => ({ kind: 'extra', key, value })),
  },
);

const clone = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(clone);
  if (value && typeof value === 'object' && !(value instanceof KnownId)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, clone(item)]));
  }
  return value;
};

const setOwn = (target: Record<string, unknown>, key: string, value: unknown) =>
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });

/** Applies a mutation at the field `pick` selects (modulo the number of fields). */
export const mutate = (value: unknown, pick: number, change: Mutation): unknown => {
  const paths = pathsOf(value).filter((path) => path.length > 0 || change.kind !== 'delete');
  const path = paths[pick % paths.length] ?? [];
  if (path.length === 0) {
    if (change.kind === 'replace') return change.value;
    if (change.kind === 'extra' && value && typeof value === 'object' && !Array.isArray(value)) {
      const copy = clone(value) as Record<string, unknown>;
      return setOwn(copy, change.key, change.value);
    }
    return value;
  }
  const copy = clone(value);
  let parent = copy as Record<string | number, unknown>;
  for (const segment of path.slice(0, -1))
    parent = parent[segment] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (change.kind === 'replace') parent[last] = change.value;
  else if (change.kind === 'delete') {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else {
    const target = parent[last];
    if (
      target &&
      typeof target === 'object' &&
      !Array.isArray(target) &&
      !(target instanceof KnownId)
    )
      setOwn(target as Record<string, unknown>, change.key, change.value);
    else parent[last] = change.value;
  }
  return copy;
};

/** A valid value with one field (or the whole) replaced, deleted or joined by an extra one. */
export const oneFieldWrong = (
  schema: JsonSchema,
  document: OpenApiDocument,
): fc.Arbitrary<unknown> =>
  fc
    .tuple(validValue(schema, document), fc.nat(), mutation)
    .map(([value, pick, change]) => mutate(value, pick, change));

const taint = (value: unknown, char: string): unknown => {
  if (typeof value === 'string') return `${value}${char}`;
  if (Array.isArray(value)) return value.map((item) => taint(item, char));
  if (value && typeof value === 'object' && !(value instanceof KnownId)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, taint(item, char)]));
  }
  return value;
};

/** A valid value with one character (mostly NUL) appended to every string in it: valid to a schema, poison to a database. */
export const everyStringTainted = (
  schema: JsonSchema,
  document: OpenApiDocument,
): fc.Arbitrary<unknown> =>
  fc.tuple(validValue(schema, document), taintCharacter).map(([value, char]) => taint(value, char));
