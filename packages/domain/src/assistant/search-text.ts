import { stemmer as englishStemmer } from '@orama/stemmers/english';
import { stemmer as turkishStemmer } from '@orama/stemmers/turkish';
import { stopwords as englishStopwords } from '@orama/stopwords/english';
import { stopwords as turkishStopwords } from '@orama/stopwords/turkish';

import { foldForSearch } from '../shared/text.ts';

/**
 * How Peri's search reads text: Turkish lower-casing and folding (İ/ı, ş, ğ, ç, ö, ü →
 * plain Latin, `foldForSearch`), stop words dropped, and each word stemmed with the Snowball
 * stemmers of `@orama/stemmers`. The Turkish stemmer strips one suffix layer at a time and reads
 * the letters as written, so a word is stemmed until it stops changing, both as written and folded:
 * "kedim", "kedime", "kedinin" and "kedi" all give `kedi`; "aşılar", "asilar" and "aşı" give `asi`.
 * A word's tokens are its folded form and its stems, so an exact word still counts.
 */

/** Question words and filler that say nothing about the topic, beyond the libraries' stop words. */
const EXTRA_STOPWORDS = [
  // Turkish
  'nasil', 'nedir', 'neden', 'niye', 'hangi', 'hangisi', 'nerede', 'nereden', 'nereye', 'ne', 'mi', 'mu', 'mü', 'mı',
  'misin', 'miyim', 'midir', 'musun', 'acaba', 'lutfen', 'istiyorum', 'isterim', 'istiyoruz', 'yapabilirim',
  'yapabilir', 'yapilir', 'yapmaliyim', 'yapmak', 'yaparim', 'ederim', 'edebilirim', 'edilir', 'etmek', 'olur',
  'olmali', 'gerek', 'gerekir', 'gerekiyor', 'gerekli', 'lazim', 'var', 'yok', 'bana', 'benim', 'beni', 'bir',
  'bu', 'su', 'o', 've', 'ile', 'icin', 'de', 'da', 'ki', 'merhaba', 'selam', 'peri', 'patili', 'hakkinda',
  'bilgi', 'yardim', 'eder', 'ed',
  // Everyday verbs and fillers of a request, as typed (with their usual typos): "bakıcı bulmk istiyorm".
  'istiyorm', 'istiyom', 'istiyo', 'isterdim', 'ariyorum', 'ariyom', 'ariyoruz', 'bulurum', 'bulmak', 'bulmk',
  'bulabilirim', 'birini', 'biri', 'kime', 'kac', 'zaman', 'zman', 'olarak', 'sey', 'neler', 'nasl', 'nasi',
  'yapiyorum', 'yapacagim', 'yapcam', 'edicem', 'misiniz', 'miyiz', 'mumkun', 'olabilir', 'yapilcak', 'yapilacak',
  // English
  'how', 'what', 'which', 'where', 'when', 'why', 'can', 'could', 'do', 'does', 'i', 'me', 'my', 'please',
  'want', 'need', 'should', 'would', 'is', 'are', 'the', 'a', 'an', 'to', 'of', 'for', 'about', 'hello', 'hi',
  'someone', 'somebody', 'anyone', 'there', 'here', 'way', 'ok', 'okay', 'get', 'set', 'up', 'app', 'find', 'im',
];

const STOPWORDS = new Set([...turkishStopwords, ...englishStopwords, ...EXTRA_STOPWORDS].map(foldForSearch));

/** Shortest stem kept: shorter ones match too much ("aş", "ka"). */
const MIN_STEM = 3;

const stemUntilStable = (stem: (word: string) => string, word: string): string => {
  let current = word;
  for (let round = 0; round < 4; round += 1) {
    const next = stem(current);
    if (next === current || next.length < MIN_STEM) break;
    current = next;
  }
  return current;
};

/** The words of a text, lower-cased the Turkish way, split on anything but letters and digits. */
export const wordsOf = (text: string): string[] =>
  text
    .toLocaleLowerCase('tr-TR')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');

/**
 * The stemmers of a search language: Turkish for Turkish; for English, English first and Turkish
 * too, since the articles are mostly Turkish whatever the reader's language.
 */
export type SearchLanguage = 'tr' | 'en';
const STEMMERS: Record<SearchLanguage, ReadonlyArray<(word: string) => string>> = {
  tr: [turkishStemmer],
  en: [englishStemmer, turkishStemmer],
};

/**
 * Tokens already worked out, per language: the same words recur through every article, and
 * stemming each again made building the index of 1 000 articles take seconds. Bounded, since
 * questions bring words of their own: past the bound it starts afresh.
 */
const TOKEN_CACHE_MAX = 50_000;
const tokenCache: Record<SearchLanguage, Map<string, readonly string[]>> = { tr: new Map(), en: new Map() };

/** A word's search tokens: its folded form and its folded stems; none for a stop word. */
export const tokensOfWord = (word: string, language: SearchLanguage = 'tr'): string[] => {
  const cache = tokenCache[language];
  const known = cache.get(word);
  if (known) return [...known];
  const tokens = wordTokens(word, language);
  if (cache.size >= TOKEN_CACHE_MAX) cache.clear();
  cache.set(word, tokens);
  return [...tokens];
};

const wordTokens = (word: string, language: SearchLanguage): string[] => {
  const folded = foldForSearch(word);
  if (folded.length < 2 || STOPWORDS.has(folded)) return [];
  const tokens = new Set([folded]);
  for (const stem of STEMMERS[language]) {
    for (const source of [word, folded]) {
      const stemmed = foldForSearch(stemUntilStable(stem, source));
      if (stemmed.length >= MIN_STEM) tokens.add(stemmed);
    }
  }
  return [...tokens];
};

/** Every token of a text (duplicates kept: the index counts term frequency). */
export const searchTokens = (text: string, language: SearchLanguage = 'tr'): string[] =>
  wordsOf(text).flatMap((word) => tokensOfWord(word, language));

/** The most topic words of one question searched (a pasted essay is read by its first words). */
export const MAX_QUESTION_WORDS = 12;

/** The words of a question that carry its topic (stop words dropped), each once. */
export const contentWords = (text: string): string[] => [
  ...new Set(wordsOf(text).filter((word) => tokensOfWord(word).length > 0)),
].slice(0, MAX_QUESTION_WORDS);

