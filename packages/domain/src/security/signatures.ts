/**
 * Attack payload signatures (`xss_attempt`, `sql_injection_attempt`): no maintained
 * libinjection port runs on Node 20 from npm, so this list is adapted from the OWASP Core Rule Set
 * (https://github.com/coreruleset/coreruleset, rules/REQUEST-941-APPLICATION-ATTACK-XSS.conf and
 * REQUEST-942-APPLICATION-ATTACK-SQLI.conf), each pattern naming the CRS rule it comes from. The
 * CRS patterns are written for a WAF that sees every request; ours only look at inputs validation
 * has already refused, and are narrowed where the original would match ordinary Turkish text
 * (an apostrophe before a suffix, "select menüsü", "<3"), as the tests' corpus shows.
 *
 * Like the CRS transformations (t:urlDecodeUni, t:htmlEntityDecode, t:removeNulls,
 * t:compressWhitespace), a value is decoded before matching, so `%3Cscript%3E` and
 * `&#106;avascript:` are seen for what they are.
 */

export type PayloadKind = 'xss' | 'sqli';

export type PayloadSignature = { readonly kind: PayloadKind; readonly rule: string; readonly pattern: RegExp };

export const PAYLOAD_SIGNATURES: readonly PayloadSignature[] = [
  // --- XSS (CRS 941) -------------------------------------------------------------------------
  // 941110 XSS Filter - Category 1: script tag vector.
  { kind: 'xss', rule: '941110', pattern: /<\s*\/?\s*script\b/i },
  // 941120 Category 2: event handler vector, inside a tag or after a quote breaking out of an attribute.
  { kind: 'xss', rule: '941120', pattern: /<[a-z!][^>]*?[\s"'`/]on[a-z]{3,25}\s*=|["'`][\s/]*on[a-z]{3,25}\s*=/i },
  // 941130 Category 3: attribute vector (xlink:href, data:text/html, formaction, srcdoc).
  { kind: 'xss', rule: '941130', pattern: /\bxlink\s*:\s*href\b|data\s*:\s*text\/html|\b(?:formaction|srcdoc)\s*=/i },
  // 941140 Category 4 / 941170 attribute injection / 941210 obfuscated: javascript:, vbscript:, livescript: URIs.
  { kind: 'xss', rule: '941170', pattern: /(?:j\s*a\s*v\s*a|v\s*b|l\s*i\s*v\s*e)\s*s\s*c\s*r\s*i\s*p\s*t\s*:[\s\S]*?[=\\([.<`'"]/i },
  // 941160 NoScript InjectionChecker: HTML injection of the tags that run or load code.
  {
    kind: 'xss',
    rule: '941160',
    pattern: /<\s*\/?\s*(?:script|iframe|i?frame(?:set)?|object|embed|applet|svg|math|style|link|meta|base|form|img|image|video|audio|body|marquee|isindex|details|template|xss|bgsound|layer|ilayer)\b[^<]*?(?:>|\s|\/|$)/i,
  },
  // 941180 Node-Validator blacklist keywords.
  { kind: 'xss', rule: '941180', pattern: /document\s*\.\s*(?:cookie|write|domain)\b|window\s*\.\s*location\b|\.\s*(?:inner|outer)html\b|-moz-binding|<!\[cdata\[/i },
  // 941190 / 941330 IE XSS filters: style expression() and @import.
  { kind: 'xss', rule: '941190', pattern: /\bexpression\s*\(|@\s*import\s*["'(u]/i },
  // 941350 UTF-7 encoded IE XSS.
  { kind: 'xss', rule: '941350', pattern: /\+ADw-.*(?:\+AD4-|>)|<.*\+AD4-/ },
  // 941360 JSFuck / Hieroglyphy obfuscation.
  { kind: 'xss', rule: '941360', pattern: /![!+\s]+\[\s*\]|\+\s*!\s*\[\s*\]|\[\s*\]\s*\[\s*["'`]/ },
  // 941370 JavaScript global variable access.
  { kind: 'xss', rule: '941370', pattern: /\b(?:self|document|this|top|window|globalthis|parent|frames)\s*\[\s*["'`][a-z]/i },
  // 941390 JavaScript method calls used to prove an injection.
  { kind: 'xss', rule: '941390', pattern: /\b(?:eval|set(?:timeout|interval)|alert|prompt|confirm|atob|string\.fromcharcode|new\s+function)\s*[(`]/i },

  // --- SQL injection (CRS 942) ----------------------------------------------------------------
  // 942100-style tautologies (libinjection's commonest finding): ' OR '1'='1, " or "a"="a, OR 1=1, AND 5281=5281.
  { kind: 'sqli', rule: '942100', pattern: /['"`)]\s*(?:or|and|xor|\|\||&&)\s*\(?\s*['"`]?\s*(\w+)\s*['"`]?\s*(?:=|like\b)\s*\(?\s*['"`]?\s*\1\b/i },
  { kind: 'sqli', rule: '942100', pattern: /\b(?:or|and|xor)\s+\(?\s*(\d+)\s*=\s*\(?\s*\1\b|['"]\s*(?:or|and)\s*['"]{2}\s*=\s*['"]/i },
  // 942130 / 942390 quote breaking out into a boolean test: admin' or 1=1, ' OR x LIKE '%.
  { kind: 'sqli', rule: '942390', pattern: /['"`]\s*\)?\s*(?:or|and|xor)\s+['"`(]?\s*\w+\s*['"`]?\s*(?:=|<>|!=|<=?|>=?|\blike\b)\s*['"`]?\s*[\w%]/i },
  // 942140 common database names and catalogues.
  { kind: 'sqli', rule: '942140', pattern: /\b(?:information_schema|pg_(?:catalog|shadow|user|database)|sqlite_(?:temp_)?master|mysql\.(?:user|db)|sysobjects|syscolumns|sys\.(?:databases|tables|objects)|master\.\.sysdatabases|all_tables|user_tables)\b/i },
  // 942160 / 942170 / 942280 blind SQLi time delays: SLEEP(5), BENCHMARK(..), pg_sleep, WAITFOR DELAY.
  { kind: 'sqli', rule: '942160', pattern: /\b(?:sleep|pg_sleep|benchmark)\s*\(\s*[\d'"(]|\bwaitfor\s+delay\s*['"`]?\s*\d/i },
  // 942190 MSSQL code execution and information gathering.
  { kind: 'sqli', rule: '942190', pattern: /\bexec(?:ute)?\s+(?:master\.|xp_|sp_)|\bxp_cmdshell\b|\binto\s+(?:dump|out)file\s*['"`]|@@(?:version|hostname|datadir|basedir|servername)\b/i },
  // 942270 / 942360 UNION-based injection.
  { kind: 'sqli', rule: '942270', pattern: /\bunion\b(?:\s+all|\s+distinct)?[\s(/*]+select\b/i },
  // 942350 / 942360 stacked and data-changing statements.
  {
    kind: 'sqli',
    rule: '942350',
    pattern:
      /\b(?:drop|truncate)\s+(?:table|database|schema|user|view)\b|\bdelete\s+from\s+\w|\binsert\s+into\s+\w+[\s\S]*?\bvalues\s*\(|\bupdate\s+\w+\s+set\s+\w+\s*=|\balter\s+(?:table|user|database)\s+\w|\bcreate\s+(?:table|user|function|procedure|database)\s+\w/i,
  },
  // 942360 / 942190 SELECT of functions and system values: SELECT version(), SELECT * , SELECT NULL.
  { kind: 'sqli', rule: '942360', pattern: /\bselect\s+(?:\*|@@|null\b|count\s*\(|(?:char|chr|concat|version|user|current_user|database|load_file)\s*\(|\d+\s*(?:,|from\b))/i },
  // 942320 PostgreSQL specific: casts, large objects, COPY … PROGRAM.
  { kind: 'sqli', rule: '942320', pattern: /'\s*::\s*(?:int|integer|text|bigint|oid|numeric)\b|\blo_(?:import|export|get)\s*\(|\bcopy\s+\w+\s+(?:from|to)\s+program\b/i },
  // 942290 MongoDB operator injection ([$ne], {"$where": …}).
  { kind: 'sqli', rule: '942290', pattern: /\[\s*\$(?:ne|gt|gte|lt|lte|in|nin|regex|where|exists|or|and|not)\s*\]|^\$(?:ne|gt|gte|lt|lte|in|nin|regex|where|exists|expr|function)$/i },
  // 942300 / 942330 functions used to build strings blind: CHAR(65), CONCAT(0x7e, …), EXTRACTVALUE, UPDATEXML.
  { kind: 'sqli', rule: '942300', pattern: /\b(?:char|chr|concat(?:_ws)?|group_concat|extractvalue|updatexml|load_file)\s*\(\s*(?:\d|0x|['"@(]|select\b)/i },
  // 942440 SQL comment sequences closing a query: admin'--, admin' #, /*!50000, ;--.
  { kind: 'sqli', rule: '942440', pattern: /['"`]\s*\)*\s*(?:--(?:\s|$|-)|#(?:\s|$))|;--|\/\*!\d*|\border\s+by\s+\d+\s*(?:--|#|\/\*)/i },
];

/** Percent-decoding, tolerant of stray `%` (like CRS t:urlDecodeUni). */
const urlDecode = (value: string): string => {
  if (!value.includes('%')) return value;
  return value.replace(/%(?:u([0-9a-f]{4})|([0-9a-f]{2}))/gi, (_, unicode: string | undefined, byte: string | undefined) =>
    String.fromCharCode(parseInt(unicode ?? byte ?? '0', 16)),
  );
};

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  lt: '<', gt: '>', quot: '"', apos: "'", amp: '&', colon: ':', tab: '\t', newline: '\n', lpar: '(', rpar: ')', sol: '/', num: '#', semi: ';', equals: '=',
};

/** HTML entity decoding (t:htmlEntityDecode): `&#106;`, `&#x6A;`, `&lt;`, with or without the `;`. */
const htmlDecode = (value: string): string => {
  if (!value.includes('&')) return value;
  return value.replace(/&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|([a-z]{2,8}));?/gi, (whole, decimal: string | undefined, hex: string | undefined, name: string | undefined) => {
    const code = decimal ? Number(decimal) : hex ? parseInt(hex, 16) : undefined;
    if (code !== undefined) return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    return NAMED_ENTITIES[(name ?? '').toLowerCase()] ?? whole;
  });
};

/** What the signatures see of a value: decoded twice (double encoding), nulls and `\` escapes of JS/CSS folded. */
export const normalizePayload = (value: string): string => {
  let text = value.length > 4096 ? value.slice(0, 4096) : value;
  for (let round = 0; round < 2; round += 1) text = htmlDecode(urlDecode(text));
  return text
    .replace(/\\u([0-9a-f]{4})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\\x([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replaceAll(String.fromCharCode(0), '');
};

/** The first signature a value matches, XSS checked first; null for ordinary text. */
export const matchPayload = (value: string): { kind: PayloadKind; rule: string } | null => {
  if (value.length < 3) return null;
  const text = normalizePayload(value);
  for (const signature of PAYLOAD_SIGNATURES) {
    if (signature.pattern.test(text)) return { kind: signature.kind, rule: signature.rule };
  }
  return null;
};

/** Characters a sample never shows as themselves. */
const INERT = new Set(['<', '>', '&', '"', "'", '`', '\u2028', '\u2029']);

/** A stored sample of a payload: cut to this many characters. */
export const PAYLOAD_SAMPLE_MAX = 160;

/**
 * A payload as the alert keeps it: cut short, and escaped so it is inert wherever it is shown or
 * sent (`<` `>` `&` quotes and control characters as `\uXXXX`, like JSON made safe for HTML).
 */
export const escapeSample = (value: string, max = PAYLOAD_SAMPLE_MAX): string => {
  const cut = value.length > max ? `${value.slice(0, max)}…` : value;
  // Control characters (below U+0020, and DEL) are matched by code, not in a character class.
  let out = '';
  for (const char of cut) {
    const code = char.charCodeAt(0);
    // A lone surrogate (half of a pair) is no text PostgreSQL stores: escaped like the rest.
    const loneSurrogate = char.length === 1 && code >= 0xd800 && code <= 0xdfff;
    out += code < 0x20 || code === 0x7f || loneSurrogate || INERT.has(char) ? `\\u${code.toString(16).padStart(4, '0')}` : char;
  }
  return out;
};

export type PayloadMatch = { field: string; kind: PayloadKind; rule: string; sample: string };

/** Scans named inputs (a field path and its value, object keys included) and lists each match. */
export const scanInputs = (inputs: Iterable<readonly [string, string]>, limit = 20): PayloadMatch[] => {
  const matches: PayloadMatch[] = [];
  for (const [field, value] of inputs) {
    const found = matchPayload(value);
    if (found) matches.push({ field: escapeSample(field, 100), ...found, sample: escapeSample(value) });
    if (matches.length >= limit) break;
  }
  return matches;
};

/**
 * The text inputs of a parsed JSON body as (path, value) pairs: every string value and every
 * object key (`{"$ne": null}` is an injection in a key), depth-first, at most `max` of them.
 */
export const jsonInputs = (body: unknown, max = 200): Array<[string, string]> => {
  const out: Array<[string, string]> = [];
  const walk = (node: unknown, path: string, depth: number) => {
    if (out.length >= max || depth > 12) return;
    if (typeof node === 'string') out.push([path || '_', node]);
    else if (Array.isArray(node)) node.forEach((item, index) => walk(item, path ? `${path}.${index}` : String(index), depth + 1));
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
        const childPath = path ? `${path}.${key}` : key;
        out.push([childPath, key]);
        walk(value, childPath, depth + 1);
      }
    }
  };
  walk(body, '', 0);
  return out.slice(0, max);
};
