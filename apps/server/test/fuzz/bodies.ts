/**
 * Generated request bodies: JSON from the route's schema (valid, one field wrong, every string
 * tainted), malformed JSON, JSON under wrong content types, bytes that are not UTF-8, a body just
 * over the 1 MiB limit, and multipart uploads with odd file names, types and framing.
 */
import fc from 'fast-check';

import type { KnownIds } from './known-ids.ts';
import {
  BIDI_AND_INVISIBLE,
  CONTROL_CHARACTERS,
  nastyJsonValue,
  nastyString,
  percentEncode,
  RAW_JSON_VALUES,
} from './nasty.ts';
import type { JsonSchema, OpenApiDocument } from './open-api.ts';
import { everyStringTainted, oneFieldWrong, validValue } from './schema-values.ts';

/** The app's JSON body limit is 1 MiB (lib/body-limit.ts); this is just over it. */
const OVER_ONE_MEGABYTE = 1024 * 1024 + 64;

export type MultipartPart = {
  name: string;
  /** Absent: a plain field. */
  file?: {
    filename: string;
    style: 'escaped' | 'raw' | 'star' | 'none';
    contentType: string | null;
  };
  data: Uint8Array;
};

export type RequestBody =
  /** JSON.stringify of the value (after resolving ids), with this content type (null: none). */
  | { kind: 'json'; value: unknown; contentType: string | null }
  /** Text sent as UTF-8 bytes. */
  | { kind: 'text'; text: string; contentType: string | null }
  | { kind: 'bytes'; bytes: Uint8Array; contentType: string | null }
  | {
      kind: 'multipart';
      parts: MultipartPart[];
      framing: 'ok' | 'truncated' | 'no-boundary' | 'wrong-boundary' | 'lf-only';
    };

// --- JSON bodies ------------------------------------------------------------------------------

const json = (value: unknown, contentType: string | null = 'application/json'): RequestBody => ({
  kind: 'json',
  value,
  contentType,
});
const text = (body: string, contentType: string | null = 'application/json'): RequestBody => ({
  kind: 'text',
  text: body,
  contentType,
});

const MALFORMED_JSON = [
  '{',
  '{"a":}',
  '{"a":1,}',
  "{'a':1}",
  '[1,2',
  'NaN',
  'undefined',
  '{"a":1}garbage',
  '\ufeff{}',
  '{"a":"\\x00"}',
  '{"a":"\u0000"}',
  '{"a":"\\ud800"}',
  '{"__proto__":{"isAdmin":true,"role":"admin"}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":1,"a":2}',
  ' ',
  '""',
  'null',
  '0',
  '[]',
  '['.repeat(100_000),
  '['.repeat(50_000) + ']'.repeat(50_000),
];

const WRONG_CONTENT_TYPES = [
  null,
  '',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/JSON',
  'application/vnd.api+json',
  'application/json, text/plain',
  '*/*',
  'application/json; charset=',
];

/** Bytes that are not UTF-8: a lone continuation byte, an overlong slash, a UTF-8-encoded surrogate. */
const INVALID_UTF8 = [
  [0xff],
  [0xfe, 0xff],
  [0xc0, 0xaf],
  [0xed, 0xa0, 0x80],
  [0xf4, 0x90, 0x80, 0x80],
  [0x80],
];

const propertyNames = (schema: JsonSchema): string[] =>
  Object.keys(schema.properties ?? {}).concat('a');

export const jsonBody = (
  schema: JsonSchema,
  document: OpenApiDocument,
): fc.Arbitrary<RequestBody> => {
  const valid = validValue(schema, document);
  const names = propertyNames(schema);
  return fc.oneof(
    { weight: 2, arbitrary: valid.map((value) => json(value)) },
    { weight: 8, arbitrary: oneFieldWrong(schema, document).map((value) => json(value)) },
    { weight: 2, arbitrary: everyStringTainted(schema, document).map((value) => json(value)) },
    { weight: 2, arbitrary: nastyJsonValue.map((value) => json(value)) },
    {
      // A raw value (huge number, deep nesting) as the (possibly duplicate, last-wins) value of a field.
      weight: 1,
      arbitrary: fc
        .tuple(valid, fc.constantFrom(...names), fc.constantFrom(...RAW_JSON_VALUES))
        .map(([value, name, literal]) => {
          const base = JSON.stringify(value);
          return text(
            base.startsWith('{') && base !== '{}'
              ? `${base.slice(0, -1)},${JSON.stringify(name)}:${literal}}`
              : `{${JSON.stringify(name)}:${literal}}`,
          );
        }),
    },
    { weight: 2, arbitrary: fc.constantFrom(...MALFORMED_JSON).map((body) => text(body)) },
    {
      weight: 1,
      arbitrary: fc.tuple(valid, fc.nat()).map(([value, cut]) => {
        const whole = JSON.stringify(value) ?? '';
        return text(whole.slice(0, whole.length === 0 ? 0 : cut % whole.length));
      }),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...names), fc.constantFrom(...INVALID_UTF8))
        .map(([name, bytes]): RequestBody => ({
          kind: 'bytes',
          bytes: Buffer.concat([
            Buffer.from(`{"${name}":"a`),
            Buffer.from(bytes),
            Buffer.from('b"}'),
          ]),
          contentType: 'application/json',
        })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(valid, fc.constantFrom(...WRONG_CONTENT_TYPES))
        .map(([value, contentType]) => json(value, contentType)),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(...names),
          nastyString.filter((value) => value.length < 1_000),
        )
        .map(([name, value]) =>
          text(
            `${percentEncode(name)}=${percentEncode(value)}&${percentEncode(name)}=1`,
            'application/x-www-form-urlencoded',
          ),
        ),
    },
    { weight: 1, arbitrary: fc.constantFrom(text(''), text('', null), text('', 'text/plain')) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...names)
        .map((name) => text(`{${JSON.stringify(name)}:"${'a'.repeat(OVER_ONE_MEGABYTE)}"}`)),
    },
  );
};

// --- multipart uploads ------------------------------------------------------------------------

/** A 2×2 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWN4EcnzIpKHAUIBACfqBTXiv5Y1AAAAAElFTkSuQmCC',
  'base64',
);

const FILE_BYTES: readonly Uint8Array[] = [
  PNG,
  new Uint8Array(0),
  PNG.subarray(0, 40),
  Buffer.concat([PNG.subarray(0, 33), Buffer.alloc(64, 0xff)]),
  Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
  Buffer.from('%PDF-1.4\n'),
  Buffer.from('GIF89a\u0001\u0000\u0001\u0000'),
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
  Buffer.from('not an image at all'),
  Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0x00, 0x10, 0x45, 0x78, 0x69, 0x66]),
];

const odd = (list: readonly string[]) => fc.constantFrom(...list);

const FILE_NAMES = [
  'photo.png',
  '',
  '.',
  '..',
  '../../etc/passwd',
  '..\\..\\boot.ini',
  'a"b.png',
  'a;b=c.png',
  '%00.png',
  'con.png',
  `${'a'.repeat(296)}.png`,
  `${'ş'.repeat(300)}.png`,
  'İstanbul köpeği.png',
  '😀.png',
  'photo.png\u0000.exe',
  'photo\r\nContent-Type: text/html\r\n\r\n.png',
];

const fileName: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: odd(FILE_NAMES) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(odd(CONTROL_CHARACTERS), odd(['photo', '']))
      .map(([char, stem]) => `${stem}${char}.png`),
  },
  { weight: 2, arbitrary: odd(BIDI_AND_INVISIBLE).map((char) => `photo${char}gnp.exe`) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
);

const FILE_TYPES = [
  'image/png',
  'image/jpeg',
  'application/pdf',
  'application/octet-stream',
  'text/html',
  'image/svg+xml',
  '',
  'image/png; charset=\u0000',
  'x'.repeat(500),
];

const filePart = (name: string): fc.Arbitrary<MultipartPart> =>
  fc
    .record({
      filename: fileName,
      style: fc.constantFrom<NonNullable<MultipartPart['file']>['style']>(
        'escaped',
        'raw',
        'star',
        'none',
      ),
      contentType: fc.option(fc.constantFrom(...FILE_TYPES), { nil: null }),
      data: fc.constantFrom(...FILE_BYTES),
    })
    .map(({ data, ...file }) => ({ name, file, data }));

const fieldText = (
  schema: JsonSchema,
  name: string,
  document: OpenApiDocument,
): fc.Arbitrary<string> =>
  fc.oneof(
    {
      weight: 2,
      arbitrary: validValue(schema, document, name).map((value) =>
        typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
      ),
    },
    { weight: 3, arbitrary: nastyString },
  );

export const multipartBody = (
  schema: JsonSchema,
  document: OpenApiDocument,
): fc.Arbitrary<RequestBody> => {
  const properties = Object.entries(schema.properties ?? {});
  const partsOf = properties.map(([name, property]) =>
    property.format === 'binary'
      ? fc.oneof(
          { weight: 6, arbitrary: filePart(name).map((part) => [part]) },
          { weight: 1, arbitrary: fc.constant([]) },
          {
            weight: 1,
            arbitrary: fieldText(property, name, document).map((value) => [
              { name, data: Buffer.from(value) },
            ]),
          },
        )
      : fc.oneof(
          {
            weight: 6,
            arbitrary: fieldText(property, name, document).map((value) => [
              { name, data: Buffer.from(value) },
            ]),
          },
          { weight: 1, arbitrary: fc.constant([]) },
          {
            weight: 1,
            arbitrary: fc
              .tuple(fieldText(property, name, document), fieldText(property, name, document))
              .map(([a, b]) => [
                { name, data: Buffer.from(a) },
                { name, data: Buffer.from(b) },
              ]),
          },
          { weight: 1, arbitrary: filePart(name).map((part) => [part]) },
        ),
  );
  const extra = fc.oneof(
    { weight: 4, arbitrary: fc.constant<MultipartPart[]>([]) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(odd(['extra', '', '__proto__', 'a'.repeat(300), 'x\u0000y']), nastyString)
        .map(([name, value]): MultipartPart[] => [{ name, data: Buffer.from(value) }]),
    },
  );
  return fc
    .tuple(
      fc.tuple(...partsOf),
      extra,
      fc.constantFrom<Extract<RequestBody, { kind: 'multipart' }>['framing']>(
        'ok',
        'ok',
        'ok',
        'ok',
        'truncated',
        'no-boundary',
        'wrong-boundary',
        'lf-only',
      ),
    )
    .map(([parts, more, framing]): RequestBody => ({
      kind: 'multipart',
      parts: [...parts.flat(), ...more],
      framing,
    }));
};

const BOUNDARY = '----patili-fuzz-boundary';

const dispositionOf = (part: MultipartPart): string => {
  const name = part.name.replace(/"/g, '%22');
  if (!part.file || part.file.style === 'none') return `form-data; name="${name}"`;
  const { filename, style } = part.file;
  if (style === 'star')
    return `form-data; name="${name}"; filename*=UTF-8''${percentEncode(filename)}`;
  // Browsers escape `"`, CR and LF in the file name (WHATWG multipart/form-data); `raw` does not.
  const shown =
    style === 'escaped'
      ? filename.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
      : filename;
  return `form-data; name="${name}"; filename="${shown}"`;
};

const multipartBytes = (
  body: Extract<RequestBody, { kind: 'multipart' }>,
): { bytes: Buffer; contentType: string } => {
  const newline = body.framing === 'lf-only' ? '\n' : '\r\n';
  const chunks: Buffer[] = [];
  for (const part of body.parts) {
    const headers = [`Content-Disposition: ${dispositionOf(part)}`];
    if (part.file?.contentType != null) headers.push(`Content-Type: ${part.file.contentType}`);
    chunks.push(
      Buffer.from(`--${BOUNDARY}${newline}${headers.join(newline)}${newline}${newline}`),
      Buffer.from(part.data),
      Buffer.from(newline),
    );
  }
  if (body.framing !== 'truncated') chunks.push(Buffer.from(`--${BOUNDARY}--${newline}`));
  const bytes = Buffer.concat(chunks);
  const contentType =
    body.framing === 'no-boundary'
      ? 'multipart/form-data'
      : body.framing === 'wrong-boundary'
        ? 'multipart/form-data; boundary=other'
        : `multipart/form-data; boundary=${BOUNDARY}`;
  return {
    bytes: body.framing === 'truncated' ? bytes.subarray(0, Math.max(0, bytes.length - 7)) : bytes,
    contentType,
  };
};

/** The bytes of a body and the content type it is sent with (null: no Content-Type header). */
export const bodyBytes = (
  body: RequestBody,
  ids: KnownIds,
): { bytes: Buffer; contentType: string | null } => {
  switch (body.kind) {
    case 'json':
      return {
        bytes: Buffer.from(JSON.stringify(ids.resolveDeep(body.value)) ?? '', 'utf8'),
        contentType: body.contentType,
      };
    case 'text':
      return { bytes: Buffer.from(body.text, 'utf8'), contentType: body.contentType };
    case 'bytes':
      return { bytes: Buffer.from(body.bytes), contentType: body.contentType };
    case 'multipart':
      return multipartBytes(body);
  }
};
