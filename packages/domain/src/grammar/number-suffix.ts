/**
 * Turkish case suffixes after a number written in digits. The suffix goes after an apostrophe and
 * follows the number as it is read aloud: the last word spoken decides the vowel (back a/ı/o/u or
 * front e/i/ö/ü, rounded or not) and whether the d hardens to t after a voiceless consonant, and a
 * word ending in a vowel takes the buffer y (n in the genitive). So 3 "üç" gives `3'ten`, 6 "altı"
 * `6'dan`, 160 "yüz altmış" `160'tan`, 250 "iki yüz elli" `250'den`, 1000 "bin" `1000'e`.
 * @see https://tdk.gov.tr/icerik/yazim-kurallari/kesme-isareti/
 */

/** The cases a number takes a suffix in. */
export const GRAMMATICAL_CASES = [
  'ablative',
  'locative',
  'dative',
  'accusative',
  'genitive',
] as const;

/** -den/-dan/-ten/-tan, -de/-da/-te/-ta, -(y)e/-(y)a, -(y)ı/i/u/ü, -(n)ın/in/un/ün. */
export type GrammaticalCase = (typeof GRAMMATICAL_CASES)[number];

export const isGrammaticalCase = (value: string): value is GrammaticalCase =>
  (GRAMMATICAL_CASES as readonly string[]).includes(value);

const ONES = ['', 'bir', 'iki', 'üç', 'dört', 'beş', 'altı', 'yedi', 'sekiz', 'dokuz'] as const;
const TENS = [
  '',
  'on',
  'yirmi',
  'otuz',
  'kırk',
  'elli',
  'altmış',
  'yetmiş',
  'seksen',
  'doksan',
] as const;
/**
 * The name of each group of three digits. Every larger name ends in -lyon like the last one here,
 * so the last stands for them all.
 */
const GROUPS = [
  '',
  'bin',
  'milyon',
  'milyar',
  'trilyon',
  'katrilyon',
  'kentilyon',
  'seksilyon',
  'septilyon',
] as const;

const VOWELS = 'aıoueiöü';
const BACK_VOWELS = 'aıou';
const ROUNDED_VOWELS = 'ouöü';
const VOICELESS_CONSONANTS = 'çfhkpsşt';

/** The last word of a whole number (digits only) read aloud. */
const lastWordOfDigits = (digits: string): string => {
  const significant = digits.replace(/^0+/, '');
  if (significant === '') return 'sıfır';
  const trailingZeros = significant.length - significant.replace(/0+$/, '').length;
  const digit = Number(significant[significant.length - 1 - trailingZeros]);
  if (trailingZeros >= 3)
    return GROUPS[Math.min(Math.floor(trailingZeros / 3), GROUPS.length - 1)] ?? '';
  if (trailingZeros === 2) return 'yüz';
  return (trailingZeros === 1 ? TENS : ONES)[digit] ?? '';
};

type Numeral = { whole: string; decimals: string };

/**
 * A whole number and decimals as Turkish writes them, `1.250,50` or `1 250,50`: dots or spaces
 * between groups of three, a comma before the decimals.
 */
const WRITTEN_NUMERAL = /(\d{1,3}(?:[.\u0020\u00a0\u202f]\d{3})+|\d+)(?:,(\d+))?/g;

/** The last number in a text, as written; a JS number by its shortest decimal form. */
const numeralOf = (value: number | string): Numeral | undefined => {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    const magnitude = Math.abs(value);
    if (Number.isInteger(magnitude)) return { whole: BigInt(magnitude).toString(), decimals: '' };
    const [whole = '0', decimals = ''] = String(magnitude).split('.');
    return { whole, decimals };
  }
  const last = [...value.matchAll(WRITTEN_NUMERAL)].at(-1);
  if (!last) return undefined;
  return { whole: (last[1] ?? '').replace(/\D/g, ''), decimals: last[2] ?? '' };
};

/**
 * The last word said when the number is read aloud: the last of its decimals when it has some
 * (4,5 "dört virgül beş", 4,05 "dört virgül sıfır beş", 4,0 "dört virgül sıfır"). A string is
 * read as Turkish writes numbers, and its last number counts (`₺1.250` "bin iki yüz elli").
 * Undefined when there is no number.
 */
export const lastSpokenWord = (value: number | string): string | undefined => {
  const numeral = numeralOf(value);
  if (!numeral) return undefined;
  return lastWordOfDigits(numeral.decimals === '' ? numeral.whole : numeral.decimals);
};

const suffixAfterWord = (word: string, grammaticalCase: GrammaticalCase): string => {
  const letters = [...word];
  const vowel = letters.findLast((letter) => VOWELS.includes(letter)) ?? 'e';
  const final = letters.at(-1) ?? '';
  const back = BACK_VOWELS.includes(vowel);
  const rounded = ROUNDED_VOWELS.includes(vowel);
  const endsInVowel = VOWELS.includes(final);
  const a = back ? 'a' : 'e';
  const i = back ? (rounded ? 'u' : 'ı') : rounded ? 'ü' : 'i';
  const d = VOICELESS_CONSONANTS.includes(final) ? 't' : 'd';
  switch (grammaticalCase) {
    case 'ablative':
      return `${d}${a}n`;
    case 'locative':
      return `${d}${a}`;
    case 'dative':
      return `${endsInVowel ? 'y' : ''}${a}`;
    case 'accusative':
      return `${endsInVowel ? 'y' : ''}${i}`;
    case 'genitive':
      return `${endsInVowel ? 'n' : ''}${i}n`;
  }
};

/**
 * The suffix, without the apostrophe, a number takes in a case: `numberSuffix(160, 'ablative')`
 * is `tan`, `numberSuffix('4,5', 'dative')` is `e`. A string is a numeral as Turkish writes it
 * and may carry other signs (`₺1.250`); its last number counts. Throws a RangeError for a value
 * with no number in it.
 */
export const numberSuffix = (value: number | string, grammaticalCase: GrammaticalCase): string => {
  const word = lastSpokenWord(value);
  if (word === undefined) throw new RangeError(`no number to read in ${String(value)}`);
  return suffixAfterWord(word, grammaticalCase);
};

/**
 * A text that ends in a number, with the apostrophe and the case's suffix: `₺160` → `₺160'tan`,
 * `6` → `6'yı` (accusative). The number read is the text's last one, or `value` when given. A text
 * with no number to read is returned as it is.
 */
export const withNumberSuffix = (
  text: string,
  grammaticalCase: GrammaticalCase,
  value: number | string = text,
): string => {
  const word = lastSpokenWord(value);
  return word === undefined ? text : `${text}'${suffixAfterWord(word, grammaticalCase)}`;
};
