/**
 * Adversarial building blocks: the strings, numbers and JSON values that tend to get past a
 * validator and break something behind it (the database, a parser, a file name, a header).
 * Each `fc.constantFrom` lists its mildest case first, because fast-check shrinks towards it.
 */
import fc from 'fast-check';

/** Characters that are legal in a JSON string and trouble almost everywhere else. */
export const CONTROL_CHARACTERS = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\b',
  '\t',
  '\n',
  '\u000b',
  '\f',
  '\r',
  '\u001b',
  '\u007f',
  '\u0085',
];
export const LONE_SURROGATES = ['\ud800', '\udfff', '\ud83d', 'x\udc00y'];
export const BIDI_AND_INVISIBLE = [
  '\u202e',
  '\u202d',
  '\u2066',
  '\u2069',
  '\u200b',
  '\u200d',
  '\ufeff',
  '\u2028',
  '\u2029',
];
/** Unicode that changes length under case mapping or normalisation (Turkish dotted İ and friends). */
export const TRICKY_UNICODE = ['İ', 'ı', 'ß', 'ﬁ', 'e\u0301', 'Å', '👩‍👩‍👧', '𝕏', '\ufffd', 'ǅ', 'ŉ'];
export const INJECTIONS = [
  "'",
  '"',
  '\\',
  "'; drop table users; --",
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  '%s%n',
  '${7*7}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '0x10',
];

const pieceOf = (list: readonly string[]) => fc.constantFrom(...list);

const specialCharacter = fc.oneof(
  pieceOf(CONTROL_CHARACTERS),
  pieceOf(LONE_SURROGATES),
  pieceOf(BIDI_AND_INVISIBLE),
  pieceOf(TRICKY_UNICODE),
);

/** Ordinary text with special characters mixed in (NUL first: it is the one that reaches the database). */
const mixedString = fc
  .array(
    fc.oneof(
      { weight: 2, arbitrary: specialCharacter },
      { weight: 3, arbitrary: fc.string({ maxLength: 6 }) },
    ),
    { minLength: 1, maxLength: 6 },
  )
  .map((parts) => parts.join(''));

/** Strings of 1 000 to 100 000 characters, some ending in a character that needs care. */
export const longString = fc
  .tuple(
    fc.constantFrom(1_000, 10_000, 100_000),
    fc.constantFrom('a', 'ş', '\u0000', '😀', ' '),
    fc.constantFrom('', '\u0000', '\ud800'),
  )
  .map(([length, unit, tail]) => unit.repeat(Math.ceil(length / unit.length)) + tail);

/** One character to append to a valid string: mostly NUL, which PostgreSQL refuses in text. */
export const taintCharacter: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constant('\u0000') },
  { weight: 2, arbitrary: specialCharacter },
);

/** A string meant to break whatever stores, compares or prints it. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: mixedString },
  { weight: 3, arbitrary: pieceOf(['\u0000', 'a\u0000b', '\u0000'.repeat(3)]) },
  { weight: 1, arbitrary: pieceOf(['', ' ', '\t\n', '\u00a0']) },
  { weight: 2, arbitrary: pieceOf(INJECTIONS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: longString },
);

/** Numbers at the edges: a JSON number the server must range-check, not trust. */
export const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    1,
    0.5,
    -0.5,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53 + 2,
    -(2 ** 53) - 2,
    Number.MAX_VALUE,
    -Number.MAX_VALUE,
    Number.MIN_VALUE,
    1e21,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/**
 * JSON value texts that a generated value cannot stand for: number literals JavaScript reads as
 * something else (Infinity, a rounded integer, -0), and nesting deep enough to overflow a recursive walk.
 */
export const RAW_JSON_VALUES = [
  '1e400',
  '-1e400',
  '123456789012345678901234567890',
  '-0',
  '0.0000000000000000000001',
  '1E+2',
  '1.0',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`,
];

/** Any JSON value of the wrong kind, including deep and wide ones. */
export const nastyJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 2, arbitrary: nastyNumber },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], { '': '' }) },
  { weight: 1, arbitrary: fc.array(nastyString, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(nastyString, nastyString, { maxKeys: 3 }) },
  // Nesting deep enough to overflow a recursive walk is sent as text (RAW_JSON_VALUES): a generated
  // value that deep would overflow the fuzzer's own recursion first.
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(10, 200)
      .map((depth) => JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(1_000, 20_000)
      .map((size) => Array.from({ length: size }, (_, index) => index)),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Percent-encodes the UTF-8 bytes of a string (lone surrogates become U+FFFD, as a browser sends them). */
export const percentEncode = (text: string): string => {
  let encoded = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    encoded += /[A-Za-z0-9\-._~]/.test(char)
      ? char
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return encoded;
};

/**
 * Raw, already-encoded URL text that no encoder would produce: NUL, dot segments, encoded slashes,
 * broken and overlong escapes, UTF-8 of a lone surrogate.
 */
export const RAW_URL_PIECES = [
  '%00',
  '..',
  '.',
  '%2e%2e',
  '%2E%2E%2F%2E%2E',
  '%2F',
  '%252F',
  '%5C',
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AE%C0%AE',
  '%ED%A0%80',
  '%FF%FE',
  '%F4%90%80%80',
  '%C4%B0stanbul',
  '%F0%9F%98%80',
  '%20',
  '+',
  ';a=b',
  '%3Bjsessionid=1',
  '%23',
  '%3F',
  '@',
  "'",
  '"',
  '%22%3E%3Cscript%3E',
  '|',
  '`',
  '~',
  '{}',
  '[]',
];

/** A URL fragment (path segment or query value), already encoded: raw oddities or an encoded nasty string. */
export const nastyUrlText: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: pieceOf(RAW_URL_PIECES) },
  { weight: 2, arbitrary: nastyString.filter((text) => text.length < 20_000).map(percentEncode) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.string({ unit: 'grapheme-ascii', maxLength: 8 }).map(percentEncode),
        pieceOf(RAW_URL_PIECES),
      )
      .map(([a, b]) => a + b),
  },
  {
    weight: 1,
    arbitrary: pieceOf([
      '99999999999999999999',
      '-1',
      '0',
      '1e3',
      '0x1F',
      '1.5',
      'NaN',
      'Infinity',
      '-0',
      '007',
    ]),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(2_000, 20_000, 100_000).map((length) => 'a'.repeat(length)),
  },
);

/** Accept-Language values: the app picks the message language from it. */
export const acceptLanguage = fc.constantFrom(
  'tr',
  'en',
  'tr-TR,tr;q=0.9,en;q=0.8',
  '',
  '*',
  'xx',
  'en;q=abc',
  'tr;q=',
  ',,,',
  'a'.repeat(2_000),
);
