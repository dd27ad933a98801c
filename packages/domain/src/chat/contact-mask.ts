/**
 * Contact details in a message: phone numbers (Turkish and international, in digits, in Turkish
 * or English number words, or mixed), e-mail addresses (also written out: "ali [at] gmail nokta
 * com"), IBANs and other long account numbers, and links or handles of messaging apps (wa.me,
 * t.me, Signal, Instagram, …). `maskContacts` replaces each with `CONTACT_MASK` for a reader who
 * may not see them yet; what is stored is always the text as written.
 *
 * The rules lean towards hiding: a number is a phone when its digits read as one (a Turkish
 * mobile, landline or 850/800 number with or without 0, 90 or 0090 in front, or 8–15 digits after
 * a `+`), whatever the spaces, dashes, dots and brackets between them. What keeps ordinary text
 * readable: dates (`12.05.2026`, `2026-05-12`) are never part of a number, a colon or a letter
 * ends one (times, prices in lira, `3 köpeğim var`), and "at", "dot" and "nokta" count only when
 * an address and a known ending (com, net, tr, …) follow.
 */

/** What a hidden contact detail reads as. */
export const CONTACT_MASK = '•••';

/** A text as one reader sees it, and whether anything in it was hidden. */
export type MaskedText = { readonly text: string; readonly masked: boolean };

type Span = { start: number; end: number };

// ---------------------------------------------------------------------------------------------
// Links, e-mail addresses, IBANs and handles: regular expressions over the text as written.

const APP_HOSTS = [
  String.raw`wa\.me`,
  String.raw`(?:api|chat|web)\.whatsapp\.com`,
  String.raw`whatsapp\.com`,
  String.raw`t\.me`,
  String.raw`telegram\.(?:me|dog)`,
  String.raw`signal\.(?:me|group)`,
  String.raw`instagram\.com`,
  String.raw`instagr\.am`,
  String.raw`ig\.me`,
  String.raw`m\.me`,
  String.raw`messenger\.com`,
  String.raw`facebook\.com`,
  String.raw`fb\.(?:com|me)`,
  String.raw`(?:invite\.)?viber\.com`,
  String.raw`viber\.click`,
  String.raw`discord\.(?:gg|com)`,
  String.raw`line\.me`,
  String.raw`snapchat\.com`,
  String.raw`tiktok\.com`,
].join('|');

/** A messaging app's address, with or without the scheme and `www.`, with what follows it. */
const APP_LINK = new RegExp(
  String.raw`(?<![\p{L}\p{N}.])(?:https?:\/\/)?(?:www\.)?(?:${APP_HOSTS})(?![\p{L}\p{N}])(?:[\/?#]\S*)?`,
  'giu',
);
/** An app's own link scheme (`whatsapp://send?phone=…`, `tg://resolve?domain=…`). */
const APP_SCHEME = /(?<![\p{L}\p{N}])(?:whatsapp|tg|viber|sgnl|signal|skype):\/\/\S+/giu;

const LOCAL = String.raw`[\p{L}\p{N}](?:[\p{L}\p{N}._%+\-]*[\p{L}\p{N}])?`;
const LABEL = String.raw`[\p{L}\p{N}](?:[\p{L}\p{N}\-]*[\p{L}\p{N}])?`;
/** `@`, `[at]`, `(et)`, " at ", " et " and the Turkish name of the sign, "kuyruklu a". */
const AT = String.raw`(?:\s*@\s*|\s*[\[({<]\s*(?:at|et)\s*[\])}>]\s*|\s+(?:at|et)\s+|\s+kuyruklu\s+a\s+)`;
/** A dot written as a word: `[dot]`, `(nokta)`, " dot ", " nokta ". */
const DOT_WORD = String.raw`(?:\s*[\[({<]\s*(?:dot|nokta)\s*[\])}>]\s*|\s+(?:dot|nokta)\s+)`;
const DOT = String.raw`(?:\s*\.\s*|${DOT_WORD})`;
/** The endings that make "… nokta com" an address rather than a sentence. */
const TLD = String.raw`(?:com|net|org|edu|gov|info|biz|io|co|me|app|dev|tr|uk|de|fr|nl|ru|az|us|eu|ai|xyz|online|site)`;
const BEFORE_LOCAL = String.raw`(?<![\p{L}\p{N}._%+\-])`;
const AFTER_WORD = String.raw`(?![\p{L}\p{N}])`;

/** `ali@gmail.com`, any ending. */
const EMAIL = new RegExp(`${BEFORE_LOCAL}${LOCAL}@${LABEL}(?:\\.${LABEL})+${AFTER_WORD}`, 'giu');
/** `ali at gmail dot com`, `ali [at] gmail nokta com`, `ali @ gmail . com`: a known ending. */
const EMAIL_WRITTEN_OUT = new RegExp(
  `${BEFORE_LOCAL}${LOCAL}${AT}${LABEL}(?:${DOT}${LABEL})*${DOT}${TLD}${AFTER_WORD}`,
  'giu',
);
/** `gmail nokta com`: an address's domain with its dots as words. */
const DOMAIN_WRITTEN_OUT = new RegExp(
  `${BEFORE_LOCAL}${LABEL}(?:${DOT_WORD}${LABEL})*${DOT_WORD}${TLD}${AFTER_WORD}`,
  'giu',
);
/** `gmail.com`: a mail provider's domain alone, the address being understood. */
const MAIL_DOMAIN = new RegExp(
  `${BEFORE_LOCAL}(?:gmail|googlemail|hotmail|outlook|yahoo|yandex|icloud|protonmail|proton|windowslive|msn|mynet|aol)(?:${DOT}${LABEL})*${DOT}${TLD}${AFTER_WORD}`,
  'giu',
);

/** An IBAN: country, check digits and 11–30 letters or digits, spaced or not (checked below). */
const IBAN = /(?<![\p{L}\p{N}])[a-z]{2}[0-9]{2}(?:[ -]?[a-z0-9]){11,30}(?![\p{L}\p{N}])/giu;

/** `@ali.patili`: a handle, not part of an e-mail address. */
const HANDLE = /(?<![\p{L}\p{N}._%+-])@(?=[\p{N}_.]*\p{L})[\p{L}\p{N}_.]*[\p{L}\p{N}_]/gu;
/** `instagram: ali.patili`, `Telegram'dan yazın: @ali`: the handle after an app's name and a colon. */
const APP_HANDLE = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:whatsapp|watsap|telegram|instagram|insta|signal|viber|snapchat|tiktok|discord|skype|messenger|facebook)(?:['’]?\p{L}{1,5})?(?:\s+(?:hesab\p{L}*|adres\p{L}*|kullanıcı|ad\p{L}*|id|username|user|handle|nick|yaz\p{L}*|ulaş\p{L}*|bul\p{L}*|ekle\p{L}*|üzerinden|account|me|is|add)){0,3}\s*[:=]\s*(@?[\p{L}\p{N}_.]*[\p{L}\p{N}_])`,
  'giud',
);

const trimLinkEnd = (text: string, span: Span): Span => {
  let { end } = span;
  while (end > span.start && '.,;:!?)'.includes(text[end - 1]!)) end -= 1;
  return { start: span.start, end };
};

const spansOf = (pattern: RegExp, text: string): Span[] =>
  [...text.matchAll(pattern)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
  }));

const ibanSpans = (text: string): Span[] =>
  spansOf(IBAN, text).filter(({ start, end }) => {
    const body = text.slice(start + 2, end).replace(/[ -]/g, '');
    return (body.match(/[0-9]/g)?.length ?? 0) >= 12 && (body.match(/[a-z]/giu)?.length ?? 0) <= 4;
  });

const appHandleSpans = (text: string): Span[] =>
  [...text.matchAll(APP_HANDLE)].flatMap((match) => {
    const handle = match.indices?.[1];
    return handle ? [{ start: handle[0], end: handle[1] }] : [];
  });

// ---------------------------------------------------------------------------------------------
// Numbers: digits and number words, read as runs of groups with spaces, dashes, dots, commas
// and brackets between them.

type NumberWord =
  | { kind: 'zero' }
  | { kind: 'unit'; value: number }
  | { kind: 'teen'; value: number }
  | { kind: 'ten'; value: number }
  | { kind: 'hundred' };

const WORDS: Readonly<Record<string, NumberWord>> = (() => {
  const words: Record<string, NumberWord> = {};
  const add = (word: NumberWord, ...spellings: string[]) => {
    for (const spelling of spellings) words[spelling] = word;
  };
  add({ kind: 'zero' }, 'sıfır', 'sifir', 'zero');
  const units: Array<[number, string[]]> = [
    [1, ['bir', 'one']],
    [2, ['iki', 'two']],
    [3, ['üç', 'uç', 'üc', 'uc', 'three']],
    [4, ['dört', 'dort', 'four']],
    [5, ['beş', 'bes', 'five']],
    [6, ['altı', 'alti', 'six']],
    [7, ['yedi', 'seven']],
    [8, ['sekiz', 'eight']],
    [9, ['dokuz', 'nine']],
  ];
  for (const [value, spellings] of units) add({ kind: 'unit', value }, ...spellings);
  const teens = [
    'eleven',
    'twelve',
    'thirteen',
    'fourteen',
    'fifteen',
    'sixteen',
    'seventeen',
    'eighteen',
    'nineteen',
  ];
  teens.forEach((spelling, index) => add({ kind: 'teen', value: 11 + index }, spelling));
  const tens: Array<[number, string[]]> = [
    [10, ['on', 'ten']],
    [20, ['yirmi', 'twenty']],
    [30, ['otuz', 'thirty']],
    [40, ['kırk', 'kirk', 'forty', 'fourty']],
    [50, ['elli', 'fifty']],
    [60, ['altmış', 'altmis', 'sixty']],
    [70, ['yetmiş', 'yetmis', 'seventy']],
    [80, ['seksen', 'eighty']],
    [90, ['doksan', 'ninety']],
  ];
  for (const [value, spellings] of tens) add({ kind: 'ten', value }, ...spellings);
  add({ kind: 'hundred' }, 'yüz', 'yuz', 'hundred');
  return words;
})();

const numberWordOf = (word: string): NumberWord | undefined =>
  WORDS[word.toLocaleLowerCase('tr')] ?? WORDS[word.toLowerCase()];

/** A number being read from words: "beş yüz otuz iki" is 5 hundreds, 3 tens and 2 units. */
type WordGroup = { hundreds: number | null; tens: number | null; units: number | null };

/** The group with the word added, or null when the word starts a new number ("iki" after "otuz iki"). */
const compose = (group: WordGroup, word: NumberWord): WordGroup | null => {
  switch (word.kind) {
    case 'zero':
      return null;
    case 'unit':
      return group.units === null ? { ...group, units: word.value } : null;
    case 'teen':
      return group.tens === null && group.units === null
        ? { ...group, tens: 1, units: word.value - 10 }
        : null;
    case 'ten':
      return group.tens === null && group.units === null
        ? { ...group, tens: word.value / 10 }
        : null;
    case 'hundred':
      return group.hundreds === null && group.tens === null
        ? { hundreds: group.units ?? 1, tens: null, units: null }
        : null;
  }
};

const startGroup = (word: NumberWord): WordGroup =>
  compose({ hundreds: null, tens: null, units: null }, word) ?? {
    hundreds: null,
    tens: null,
    units: 0,
  };

const digitsOfGroup = ({ hundreds, tens, units }: WordGroup): string => {
  if (hundreds !== null) return String(hundreds * 100 + (tens ?? 0) * 10 + (units ?? 0));
  if (tens !== null) return String(tens * 10 + (units ?? 0));
  return String(units ?? 0);
};

/** One group of a number: digits as written, or a number read from words. */
type Chunk = { start: number; end: number; digits: string; group: WordGroup | null };
/** Groups one after another with only separators between them; `gaps[i]` precedes `chunks[i]`. */
type NumberRun = { chunks: Chunk[]; gaps: string[] };

const GAP = /^[\s\-–—.,()/_+]{1,4}$/u;
const MAX_PHONE_DIGITS = 15;
/** This many digits in one run are an account or card number, whatever they start with. */
const ACCOUNT_DIGITS = 16;

/** Dates are never part of a number (`12.05.2026`, `12/05/26`, `2026-05-12`). */
const DATE =
  /(?<![0-9])(?:(?:0?[1-9]|[12][0-9]|3[01])([./-])(?:0?[1-9]|1[0-2])\1(?:[0-9]{4}|[0-9]{2})|[0-9]{4}-(?:0?[1-9]|1[0-2])-(?:0?[1-9]|[12][0-9]|3[01]))(?![0-9])/gu;

const TOKEN = /[0-9]+|\p{L}+|[\s\-–—.,()/_+]+|[^]/gu;

const numberRuns = (text: string): NumberRun[] => {
  // Dates become a character that is neither a digit nor a separator, so they end runs.
  const scan = text.replace(DATE, (date) => '#'.repeat(date.length));
  const runs: NumberRun[] = [];
  let run: NumberRun = { chunks: [], gaps: [] };
  let pendingGap = '';
  /** The open word group may take the next word (only spaces came between them). */
  let open = false;
  const close = () => {
    if (run.chunks.length > 0) runs.push(run);
    run = { chunks: [], gaps: [] };
    pendingGap = '';
    open = false;
  };
  const push = (chunk: Chunk) => {
    run.gaps.push(pendingGap);
    run.chunks.push(chunk);
    pendingGap = '';
  };
  for (const match of scan.matchAll(TOKEN)) {
    const token = match[0];
    const start = match.index;
    const end = start + token.length;
    if (/^[0-9]/.test(token)) {
      if (run.chunks.length > 0 && !GAP.test(pendingGap)) close();
      push({ start, end, digits: token, group: null });
      open = false;
      continue;
    }
    if (/^[\s\-–—.,()/_+]/u.test(token)) {
      if (run.chunks.length === 0) pendingGap = token.slice(-4);
      else {
        pendingGap = token;
        if (!/^\s+$/u.test(token)) open = false;
      }
      continue;
    }
    const word = /^\p{L}/u.test(token) ? numberWordOf(token) : undefined;
    if (!word) {
      close();
      continue;
    }
    if (run.chunks.length > 0 && !GAP.test(pendingGap)) close();
    const last = run.chunks.at(-1);
    const composed = open && last?.group ? compose(last.group, word) : null;
    if (last && composed) {
      last.group = composed;
      last.end = end;
      last.digits = digitsOfGroup(composed);
      pendingGap = '';
    } else {
      const group = startGroup(word);
      push({ start, end, digits: digitsOfGroup(group), group });
    }
    // "sıfır" is a number of its own: the next word starts another.
    open = word.kind !== 'zero';
  }
  close();
  return runs;
};

/** Turkey's landline area codes (0212 İstanbul Avrupa … 0488 Siirt). */
const AREA_CODES =
  '212 216 222 224 226 228 232 236 242 246 248 252 256 258 262 264 266 272 274 276 282 284 286 288 ' +
  '312 318 322 324 326 328 332 338 342 344 346 348 352 354 356 358 362 364 366 368 370 372 374 376 378 380 382 384 386 388 ' +
  '412 414 416 422 424 426 428 432 434 436 438 442 446 452 454 456 458 462 464 466 472 474 476 478 482 484 486 488';
/** A Turkish number without its 0: a mobile (5xx), a landline (an area code) or an 850/800 line. */
const NATIONAL = new RegExp(`^(?:5[0-9]{2}|${AREA_CODES.split(' ').join('|')}|8[05]0)[0-9]{7}$`);

const isPhone = (digits: string, afterPlus: boolean): boolean => {
  if (afterPlus) return digits.length >= 8 && digits.length <= MAX_PHONE_DIGITS;
  if (digits.length === 10) return NATIONAL.test(digits);
  if (digits.length === 11) return digits.startsWith('0') && NATIONAL.test(digits.slice(1));
  if (digits.length === 12) return digits.startsWith('90') && NATIONAL.test(digits.slice(2));
  if (digits.startsWith('00')) return digits.length >= 11 && digits.length <= MAX_PHONE_DIGITS;
  return false;
};

/** Where a phone's span starts: its first group, or the `+` or `(` written just before it. */
const phoneStart = (text: string, start: number): number => {
  let at = start;
  while (at > 0 && /[+(\s]/u.test(text[at - 1]!)) at -= 1;
  while (at < start && /\s/u.test(text[at]!)) at += 1;
  return at;
};

const phoneSpans = (text: string): Span[] => {
  const spans: Span[] = [];
  for (const { chunks, gaps } of numberRuns(text)) {
    const total = chunks.reduce((sum, chunk) => sum + chunk.digits.length, 0);
    if (total >= ACCOUNT_DIGITS && chunks.every((chunk) => chunk.group === null)) {
      spans.push({ start: phoneStart(text, chunks[0]!.start), end: chunks.at(-1)!.end });
      continue;
    }
    // The longest phone starting at each group; then the longest first, none overlapping.
    const candidates: Array<{ first: number; last: number; digits: number }> = [];
    for (let first = 0; first < chunks.length; first += 1) {
      const afterPlus = /\+[\s(]*$/u.test(gaps[first] ?? '');
      let digits = '';
      let best: { last: number; digits: number } | null = null;
      for (let last = first; last < chunks.length; last += 1) {
        digits += chunks[last]!.digits;
        if (digits.length > MAX_PHONE_DIGITS) break;
        if (isPhone(digits, afterPlus)) best = { last, digits: digits.length };
      }
      if (best) candidates.push({ first, ...best });
    }
    candidates.sort((a, b) => b.digits - a.digits || a.first - b.first);
    const taken: boolean[] = [];
    for (const { first, last } of candidates) {
      if (taken.slice(first, last + 1).some(Boolean)) continue;
      for (let index = first; index <= last; index += 1) taken[index] = true;
      const start = phoneStart(text, chunks[first]!.start);
      let end = chunks[last]!.end;
      const written = text.slice(start, end);
      // A bracket opened inside the number is closed inside it too: `(0532) 123 45 67`.
      if (
        (written.match(/\(/g)?.length ?? 0) > (written.match(/\)/g)?.length ?? 0) &&
        text[end] === ')'
      )
        end += 1;
      spans.push({ start, end });
    }
  }
  return spans;
};

// ---------------------------------------------------------------------------------------------

const mergeSpans = (spans: readonly Span[]): Span[] => {
  const sorted = [...spans]
    .filter((span) => span.end > span.start)
    .sort((a, b) => a.start - b.start);
  const merged: Span[] = [];
  for (const span of sorted) {
    const last = merged.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
};

/*
 * Masking runs a dozen patterns over a message every time a list or a history page shows it to a
 * reader who may not see contact details yet (several per cent of a busy server's time). The answer
 * depends on the text alone, so the last few thousand are kept, the least recently read dropped.
 */
const KEPT = 4_000;
/** Longer texts (rare) are masked each time rather than kept. */
const KEPT_LENGTH_MAX = 4_000;
const kept = new Map<string, MaskedText>();

/** The text with every contact detail in it replaced by `CONTACT_MASK`, and whether there was one. */
export const maskContacts = (text: string): MaskedText => {
  const known = kept.get(text);
  if (known) {
    kept.delete(text);
    kept.set(text, known);
    return known;
  }
  const result = maskUncached(text);
  if (text.length <= KEPT_LENGTH_MAX) {
    if (kept.size >= KEPT) kept.delete(kept.keys().next().value as string);
    kept.set(text, result);
  }
  return result;
};

const maskUncached = (text: string): MaskedText => {
  const spans = mergeSpans([
    ...spansOf(APP_LINK, text).map((span) => trimLinkEnd(text, span)),
    ...spansOf(APP_SCHEME, text).map((span) => trimLinkEnd(text, span)),
    ...spansOf(EMAIL, text),
    ...spansOf(EMAIL_WRITTEN_OUT, text),
    ...spansOf(DOMAIN_WRITTEN_OUT, text),
    ...spansOf(MAIL_DOMAIN, text),
    ...ibanSpans(text),
    ...spansOf(HANDLE, text),
    ...appHandleSpans(text),
    ...phoneSpans(text),
  ]);
  if (spans.length === 0) return { text, masked: false };
  let result = '';
  let at = 0;
  for (const span of spans) {
    result += text.slice(at, span.start) + CONTACT_MASK;
    at = span.end;
  }
  return { text: result + text.slice(at), masked: true };
};
