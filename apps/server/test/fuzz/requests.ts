/**
 * Generated requests for one operation of the document: adversarial path parameters, query
 * strings and bodies (bodies.ts), and how one is turned into the bytes on the wire.
 */
import fc from 'fast-check';

import { bodyBytes, jsonBody, multipartBody, type RequestBody } from './bodies.ts';
import { KnownId, type KnownIds } from './known-ids.ts';
import { acceptLanguage, nastyUrlText, percentEncode } from './nasty.ts';
import type { OpenApiDocument, Operation, Parameter } from './open-api.ts';
import { idValue, validValue } from './schema-values.ts';

/** A URL piece: text that is already percent-encoded, or an id to look up when sending. */
export type UrlValue = string | KnownId;

export type FuzzRequest = {
  method: Operation['method'];
  template: string;
  pathParams: Record<string, UrlValue>;
  /** Key and value, both already encoded; a null value sends the key alone (`?flag`). */
  query: [string, UrlValue | null][];
  acceptLanguage: string;
  body: RequestBody | null;
};

/** What goes on the wire (without the session cookie, which the actor adds). */
export type WireRequest = {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Buffer | null;
};

const encodeValue = (value: unknown): UrlValue =>
  value instanceof KnownId
    ? value
    : percentEncode(typeof value === 'string' ? value : JSON.stringify(value));

// --- path parameters ------------------------------------------------------------------------

const pathValue = (parameter: Parameter, document: OpenApiDocument): fc.Arbitrary<UrlValue> =>
  fc.oneof(
    { weight: 2, arbitrary: idValue },
    {
      weight: 2,
      arbitrary: validValue(parameter.schema, document, parameter.name).map(encodeValue),
    },
    { weight: 5, arbitrary: nastyUrlText },
    { weight: 1, arbitrary: fc.constant('') },
  );

// --- query strings ----------------------------------------------------------------------------

type QueryChange =
  | { kind: 'replace'; pick: number; value: string }
  | { kind: 'duplicate'; pick: number; value: string }
  | { kind: 'drop'; pick: number }
  | { kind: 'extra'; key: string; value: string | null };

const EXTRA_KEYS = [
  'x',
  '__proto__',
  'constructor',
  '',
  '%00',
  'a%5B%5D',
  'a%5Bb%5D',
  '%ED%A0%80',
  'a'.repeat(1_000),
  'callbackURL',
  'redirect',
];

const queryChange = (names: string[]): fc.Arbitrary<QueryChange> =>
  fc.oneof(
    {
      weight: 3,
      arbitrary: fc
        .tuple(fc.nat(), nastyUrlText)
        .map(([pick, value]): QueryChange => ({ kind: 'replace', pick, value })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.nat(), nastyUrlText)
        .map(([pick, value]): QueryChange => ({ kind: 'duplicate', pick, value })),
    },
    { weight: 1, arbitrary: fc.nat().map((pick): QueryChange => ({ kind: 'drop', pick })) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.constantFrom(...EXTRA_KEYS, ...names.map((name) => `${name}%5B%5D`)),
          fc.option(nastyUrlText, { nil: null }),
        )
        .map(([key, value]): QueryChange => ({ kind: 'extra', key, value })),
    },
  );

const applyQueryChange = (
  pairs: [string, UrlValue | null][],
  names: string[],
  change: QueryChange,
): [string, UrlValue | null][] => {
  if (change.kind === 'extra') return [...pairs, [change.key, change.value]];
  if (names.length === 0) return pairs;
  const name = names[change.pick % names.length]!;
  if (change.kind === 'duplicate') return [...pairs, [name, change.value]];
  const rest = pairs.filter(([key]) => key !== name);
  return change.kind === 'drop' ? rest : [...rest, [name, change.value]];
};

const queryOf = (
  parameters: Parameter[],
  document: OpenApiDocument,
): fc.Arbitrary<[string, UrlValue | null][]> => {
  const names = parameters.map((parameter) => parameter.name);
  const valid = fc.tuple(
    ...parameters.map((parameter) =>
      (parameter.required
        ? validValue(parameter.schema, document, parameter.name)
        : fc.option(validValue(parameter.schema, document, parameter.name), { nil: undefined })
      ).map((value): [string, UrlValue | null] | null =>
        value === undefined ? null : [parameter.name, encodeValue(value)],
      ),
    ),
  );
  return fc.tuple(valid, fc.array(queryChange(names), { maxLength: 3 })).map(([pairs, changes]) =>
    changes.reduce(
      (query, change) => applyQueryChange(query, names, change),
      pairs.filter((pair) => pair !== null),
    ),
  );
};

// --- the request ------------------------------------------------------------------------------

/** Adversarial requests for one operation. */
export const requestsFor = (
  operation: Operation,
  document: OpenApiDocument,
): fc.Arbitrary<FuzzRequest> => {
  const path = fc.record(
    Object.fromEntries(
      operation.pathParams.map((parameter) => [parameter.name, pathValue(parameter, document)]),
    ),
  ) as fc.Arbitrary<Record<string, UrlValue>>;
  const body: fc.Arbitrary<RequestBody | null> =
    operation.method === 'GET'
      ? fc.constant(null)
      : operation.body?.mediaType === 'multipart/form-data'
        ? fc.oneof(
            { weight: 5, arbitrary: multipartBody(operation.body.schema, document) },
            { weight: 1, arbitrary: jsonBody(operation.body.schema, document) },
          )
        : jsonBody(operation.body?.schema ?? { type: 'object' }, document);
  return fc.record({
    method: fc.constant(operation.method),
    template: fc.constant(operation.template),
    pathParams: path,
    query: queryOf(operation.queryParams, document),
    acceptLanguage,
    body,
  });
};

const urlText = (value: UrlValue, ids: KnownIds) =>
  value instanceof KnownId ? ids.resolve(value) : value;

/** The request as bytes on the wire, with the run's ids filled in. */
export const toWire = (request: FuzzRequest, ids: KnownIds, origin: string): WireRequest => {
  const pathname = request.template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = request.pathParams[name];
    return value === undefined ? '' : urlText(value, ids);
  });
  const query = request.query
    .map(([key, value]) => (value === null ? key : `${key}=${urlText(value, ids)}`))
    .join('&');
  const path = query ? `${pathname}?${query}` : pathname;
  const headers: Record<string, string> = { origin, 'accept-language': request.acceptLanguage };
  if (!request.body) return { method: request.method, path, headers, body: null };
  const { bytes, contentType } = bodyBytes(request.body, ids);
  if (contentType !== null) headers['content-type'] = contentType;
  return { method: request.method, path, headers, body: bytes };
};
