import { foldForSearch } from '../shared/text.ts';

/**
 * A message describing an animal in danger now: Peri answers it first with the emergency vets and
 * the advice to call a vet at once, in either language, before any passage, price or article.
 * Matched on the folded text (`foldForSearch`: lower case, no diacritics), so "kan kusuyor" and
 * "kan kusuyo", "zehirlendi" and "zehirlendı" read alike. The patterns name events, not topics: "kediler için
 * zehirli bitkiler" or "kan tahlili" is a question to answer, not an emergency.
 */
const EMERGENCY_PATTERNS: readonly RegExp[] = [
  // Poisoning: poisoned, or swallowed something toxic.
  /\bzehirlen(di|mis|iyor|me suphesi)\w*/,
  /\b(zehir|zehri|zehiri|fare zehri|ilac\w*|hap\w*|cikolata\w*|uzum\w*|sogan\w*|antifriz\w*|camasir suyu\w*|deterjan\w*)\s+(yedi|yemis|yuttu|yutmus|icti|icmis)\b/,
  /\bpoisoned\b|\bate (rat |mouse )?poison\b|\b(ate|swallowed|eaten|drank) (some |a lot of |my )?(chocolate|grapes?|raisins?|onions?|antifreeze|bleach|pills?|medication|medicine|ibuprofen|paracetamol|xylitol)\b/,
  /\bswallowed (a |an |some )?\w+/,
  // Something toxic eaten, however it is told ("ate a whole bar of dark chocolate").
  /\b(ate|eaten|swallowed|chewed|got into)\b[^.?!]{0,40}\b(chocolate|grapes?|raisins?|onions?|antifreeze|bleach|pills?|medication|medicine|ibuprofen|paracetamol|xylitol|poison|lily|lilies)\b/,
  /\b(cikolata|uzum|sogan|zehir|ilac|hap|antifriz|zambak|camasir suyu)\w*[^.?!]{0,40}\b(yedi|yemis|yuttu|yutmus|icti|icmis|yalamis)\b/,
  // Stings and bites with swelling (an allergic reaction).
  /\b(ari|yilan|akrep)\w* (soktu|sokmus|isirdi|isirmis)\b|\b(yuzu|dudagi|boynu) (hizla )?(sisiyor|sisti|sismis)\b/,
  /\b(stung by|bitten by a snake|snake ?bite|face (is )?swell\w*|swollen face)\b/,
  /\b\w+ (yuttu|yutmus)\b/,
  /\b(rat|mouse) poison\b|\bfare zehr\w*/,
  /\b(ate|chewed|licked|eaten) (a |some |the )?(lily|lilies)\b|\bzambak\w* (yedi|yemis|cigne\w*|isirdi)\b/,
  // Bleeding, blood from the mouth or vomit.
  /\bkan (kusuyor|kusmus|kusuyo|tukuruyor|isiyor|kaybediyor)\b/,
  /\b(kaniyor|kanamasi durmuyor|kanama durmuyor|cok kaniyor|kanlar icinde)\b/,
  /\b(bleeding|bleeds|vomit\w* blood|throwing up blood|blood in (the |his |her )?vomit)\b/,
  /\bkan(i|ama|amasi)? (bir turlu |hala )?durmuyor\b/,
  // Breathing.
  /\bnefes (alamiyor|almiyor|alamiyo|almakta zorlan\w*|alirken zorlan\w*)\b/,
  /\b(not breathing|stopped breathing|can'?t breathe|cannot breathe|struggling to breathe|trouble breathing)\b/,
  /\bzor(lanarak|la)? (nefes|solu)\w*|\bsoluk alam\w*|\bdili (mor|morar)\w*|\bmorar(di|mis|iyor)\b/,
  /\b(gasping|blue (tongue|gums)|tongue (is |turned )?blue)\b/,
  /\bbogul(uyor|du|mak uzere)\b|\bbogazina \w+ (kacti|takildi)\b/,
  /\bchok(ing|ed)\b/,
  // Accidents.
  /\b(araba|arac|otomobil|motor|motosiklet)\w* (carpti|carpmis)\b|\b(arabaya|araca|otomobile) carpti\b|\baraba(nin)? altinda kaldi\b/,
  /\b(hit by a (car|truck|vehicle|bike)|run over|car accident)\b/,
  /\b(yuksekten|balkondan|pencereden) dustu\b/,
  /\bfell (from|off) (a |the )?(balcony|window|roof)\b/,
  // Unable to urinate; a swollen, hard belly and retching (bloat).
  /\b(cis|idrar)\w* (hic |bir turlu )?(yapamiyor|yapamiyo|yapmiyor|cikmiyor)\b/,
  /\b(can'?t|cannot|unable to|straining to|not able to) (pee|urinate|wee)\b/,
  /\bkarni (sisti|sismis|sis ve sert|tas gibi)\b|\bkusmaya calisiyor\b/,
  /\b(bloated|swollen) (belly|stomach|abdomen)\b|\b(trying|tries) to (vomit|throw up)\b/,
  // Seizures, collapse, heatstroke.
  /\bnobet (geciriyor|gecirdi|geciriyo)\b|\bkasilip\b|\bkasiliyor\b|\bkriz geciriyor\b/,
  /\b(seizure|seizures|seizing|convuls\w*)\b/,
  /\b(bayildi|bayilmis|yere yigildi|yigilip kaldi|yigildi|bilinci (yok|kapali)|kendinde degil|tepki vermiyor)\b/,
  /\b(collapsed|unconscious|passed out|unresponsive|not responding|does ?n[o']?t respond|doesnt respond|won'?t wake up)\b/,
  /\bsicak carp(ti|masi|mis)\b|\bheat ?stroke\b/,
];

/** True when the message describes an animal in danger now (an emergency to send to a vet at once). */
export const describesEmergency = (text: string): boolean => {
  const folded = foldForSearch(text).replace(/[’‘]/g, "'");
  return EMERGENCY_PATTERNS.some((pattern) => pattern.test(folded));
};
