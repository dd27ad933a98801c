import type { TFunction } from 'i18next';

/** "3 yaşında", "1 yaşından küçük", or "Yaş belirtilmedi" for a pet's whole-year age. */
export const ageLabel = (t: TFunction, age: number | null): string => {
  if (age === null) return t('pets:age.unknown');
  if (age === 0) return t('pets:age.underOne');
  return t('pets:age.years', { count: age });
};
