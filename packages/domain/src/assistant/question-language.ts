import type { Locale } from '../i18n/locale.ts';
import { foldForSearch } from '../shared/text.ts';

/**
 * The language a question is written in, so Peri searches the passages of that language and answers
 * in it, whatever the interface's language: a Turkish letter (ç, ğ, ı, İ, ö, ş, ü) or more Turkish
 * than English function words says Turkish, more English ones English; a tie (a lone "IBAN") keeps
 * the interface's language.
 */
const TURKISH_LETTERS = /[çğıİöşü]/giu;

const TURKISH_WORDS = new Set([
  've', 'bir', 'bu', 'su', 'ne', 'nasil', 'nerede', 'nereden', 'neden', 'niye', 'mi', 'mu', 'icin', 'ile', 'ben', 'benim',
  'bana', 'beni', 'sen', 'var', 'yok', 'gibi', 'kadar', 'daha', 'cok', 'ama', 'ya', 'de', 'da', 'ki', 'sonra', 'once',
  'hangi', 'kac', 'istiyorum', 'lazim', 'miyim', 'misin', 'musun', 'olur', 'olarak', 'her', 'hic', 'hala', 'simdi',
  'yapabilirim', 'yapilir', 'ederim', 'edebilir', 'degil', 'evet', 'hayir', 'lutfen', 'acaba', 'nedir', 'kim',
]);
const ENGLISH_WORDS = new Set([
  'the', 'a', 'an', 'is', 'are', 'am', 'was', 'how', 'what', 'where', 'when', 'why', 'who', 'which', 'do', 'does', 'did',
  'can', 'could', 'my', 'i', 'im', 'you', 'your', 'to', 'for', 'of', 'in', 'on', 'at', 'with', 'and', 'or', 'it', 'this',
  'that', 'be', 'have', 'has', 'should', 'would', 'will', 'there', 'get', 'want', 'need', 'from', 'me', 'not', 'dont',
  'please', 'any', 'some', 'up', 'out', 'if', 'so', 'set', 'change',
]);

export const questionLanguage = (text: string, interfaceLanguage: Locale): Locale => {
  const letters = text.match(TURKISH_LETTERS)?.length ?? 0;
  const words = foldForSearch(text)
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
  const turkish = letters * 2 + words.filter((word) => TURKISH_WORDS.has(word)).length;
  const english = words.filter((word) => ENGLISH_WORDS.has(word)).length;
  if (turkish > english) return 'tr';
  if (english > turkish) return 'en';
  return interfaceLanguage;
};
