/**
 * Folds text for search: Turkish lower-casing (İ→i, I→ı), then dotless and accented letters to
 * their plain Latin letter, so "Kadıköy", "KADIKÖY" and "kadikoy" all read `kadikoy`.
 */
export const foldForSearch = (text: string): string =>
  text
    .toLocaleLowerCase('tr-TR')
    .replace(/ı/g, 'i')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
