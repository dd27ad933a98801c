import { foldForSearch } from '../shared/text.ts';

/**
 * Subjects Peri has nothing to say about (money markets, sport, weather, cooking, homework,
 * politics, poems, entertainment, phones): a question about one is refused with the honest "I don't
 * know" and the ticket offer, even when it shares a word with a passage ("Bitcoin fiyatı" is not
 * a question about the platform's prices). Folded words, matched at the start of a question's word.
 */
const OFF_TOPIC_WORDS = [
  // Money and markets
  'bitcoin', 'ethereum', 'kripto', 'crypto', 'borsa', 'hisse', 'stock', 'stocks', 'doviz', 'forex', 'altin fiyat',
  'gold', 'faiz', 'interest rate', 'piyango', 'lottery', 'kredi karti borc', 'credit card debt',
  // Sport, weather, holidays, travel tickets
  'futbol', 'football', 'soccer', 'champions league', 'fenerbahce', 'galatasaray', 'besiktas mac', 'mac skor', 'macin', 'maci',
  'hava durumu', 'weather', 'yagmurlu', 'resmi tatil', 'public holiday', 'ucak bilet', 'flight ticket', 'plane ticket',
  // Cooking, homework, politics, writing, entertainment
  'tarif', 'recipe', 'lasagna', 'karniyarik', 'odev', 'homework', 'matematik', 'math', 'chemistry', 'kimya', 'fizik',
  'physics', 'secim', 'election', 'vote', 'oy ver', 'parti', 'siir', 'poem', 'sarki', 'song', 'film', 'movie', 'dizi',
  'netflix', 'spotify', 'burc', 'horoscope',
  // Someone's phone, contract or bank, not the platform's
  'ekran kilidi', 'screen lock', 'kira sozlesme', 'rental contract', 'lease',
];

const FOLDED = OFF_TOPIC_WORDS.map(foldForSearch);

/** True when a question is about a subject Peri has nothing on. */
export const isOffTopic = (text: string): boolean => {
  const folded = ` ${foldForSearch(text).replace(/[^a-z0-9]+/g, ' ')} `;
  return FOLDED.some((word) => folded.includes(` ${word}`));
};
