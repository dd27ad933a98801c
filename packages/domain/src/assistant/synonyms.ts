import { foldForSearch } from '../shared/text.ts';

/**
 * The platform's own words and the everyday ones people use for them, in both languages: a
 * question's word that starts like one of a group's `asked` forms (folded: no diacritics) is also
 * searched as the group's `searched` words, the ones the help passages and articles use. So "kedime
 * bakacak birini", "pet sitter" and "someone to watch my cat" all reach the sitter passages, and an
 * English question finds a Turkish article ("puppy peeing" → "tuvalet", "çiş"). A synonym counts a
 * little less than the word itself (`SYNONYM_WEIGHT`), so a passage using the asker's own word wins.
 */
type SynonymGroup = { readonly asked: readonly string[]; readonly searched: readonly string[] };

const GROUPS: readonly SynonymGroup[] = [
  { asked: ['bakici', 'bakacak', 'bakabilecek', 'baksin', 'bakicak', 'sitter', 'petsitter', 'babysit', 'watch'], searched: ['bakici', 'sitter'] },
  { asked: ['gezdir', 'gezdirc', 'walker', 'dogwalker'], searched: ['gezdirici', 'walker'] },
  { asked: ['egitmen', 'obedience', 'trainer', 'classes', 'kurs'], searched: ['egitmen', 'trainer'] },
  { asked: ['veteriner', 'vet', 'hekim', 'doktor', 'doctor'], searched: ['veteriner', 'vet'] },
  { asked: ['rezervasyon', 'randevu', 'booking', 'book', 'appointment', 'reservation', 'seans', 'session'], searched: ['rezervasyon', 'randevu', 'booking'] },
  { asked: ['talep', 'istek', 'request'], searched: ['talep', 'request'] },
  { asked: ['iptal', 'vazgec', 'cancel', 'withdraw'], searched: ['iptal', 'cancel'] },
  { asked: ['odeme', 'odey', 'odeye', 'oderim', 'odenir', 'havale', 'eft', 'kart', 'pay', 'payment', 'transfer', 'card'], searched: ['odeme', 'havale', 'payment', 'transfer'] },
  { asked: ['kazanc', 'hakedis', 'payout', 'earnings', 'paid'], searched: ['iban', 'payout', 'kazanc'] },
  { asked: ['yorum', 'puan', 'degerlendir', 'memnun', 'review', 'rating', 'rate', 'stars'], searched: ['yorum', 'degerlendirme', 'review'] },
  { asked: ['sahiplen', 'yuva', 'adopt', 'adoption', 'rehome'], searched: ['sahiplendirme', 'sahiplenme', 'adoption'] },
  { asked: ['ciftles', 'kizgin', 'mating', 'mate', 'breed'], searched: ['eslestirme', 'ciftlestirme', 'mating'] },
  { asked: ['kayip', 'kaybol', 'kacti', 'kacmis', 'lost', 'missing'], searched: ['kayip', 'lost'] },
  { asked: ['forum', 'topluluk', 'community'], searched: ['forum', 'topluluk'] },
  { asked: ['mesaj', 'yazis', 'sohbet', 'chat', 'message', 'text'], searched: ['mesaj', 'message'] },
  { asked: ['canli', 'takip', 'konum', 'harita', 'live', 'track', 'gps', 'location'], searched: ['takip', 'canli', 'tracking'] },
  { asked: ['kene', 'pire', 'parazit', 'flea', 'tick', 'worm', 'parasite'], searched: ['parazit', 'kene', 'parasite'] },
  { asked: ['mama', 'beslen', 'yemek', 'food', 'feed', 'diet', 'uzum', 'grape', 'cikolata'], searched: ['beslenme', 'mama', 'nutrition'] },
  { asked: ['cis', 'tuvalet', 'pee', 'peeing', 'potty', 'kaka'], searched: ['tuvalet', 'cis'] },
  { asked: ['sicak', 'asfalt', 'summer', 'heat', 'hot'], searched: ['sicak', 'heat'] },
  { asked: ['seyahat', 'yolculuk', 'ucak', 'travel', 'flight', 'plane', 'trip', 'abroad'], searched: ['seyahat', 'travel'] },
  { asked: ['musait', 'takvim', 'availability', 'available', 'calendar'], searched: ['musaitlik', 'takvim', 'availability'] },
  { asked: ['onayla', 'kabul', 'reddet', 'accept', 'approve', 'decline', 'reject'], searched: ['kabul', 'reddet', 'accept'] },
  { asked: ['asi', 'asilar', 'vaccin', 'shots', 'shot', 'jab'], searched: ['asi', 'vaccine'] },
  { asked: ['drink', 'drinks', 'water', 'susuz'], searched: ['iciyor', 'icme'] },
  { asked: ['tasma', 'leash', 'lead', 'pull'], searched: ['tasma', 'cekme'] },
  { asked: ['puppy', 'puppies'], searched: ['yavru', 'kopek'] },
  { asked: ['kitten', 'kittens'], searched: ['yavru', 'kedi'] },
];

/** How much a synonym's match weighs against the asker's own word. */
export const SYNONYM_WEIGHT = 0.8;

/** The other words a question's word is searched as (none for a word in no group). */
export const synonymsOf = (word: string): string[] => {
  const folded = foldForSearch(word);
  const found = new Set<string>();
  for (const group of GROUPS) {
    if (!group.asked.some((asked) => (asked.length <= 3 ? folded === asked : folded.startsWith(asked)))) continue;
    for (const searched of group.searched) if (searched !== folded) found.add(searched);
  }
  return [...found];
};
